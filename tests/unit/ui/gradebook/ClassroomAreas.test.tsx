import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Container } from 'inversify';
import type { Gradebook } from '@application/gradebook/Gradebook';
import { appError } from '@application/shared/AppError';
import { ContainerProvider } from '@ui/app/ContainerContext';
import { AttendanceArea } from '@ui/pages/gradebook/areas/AttendanceArea';
import { BehaviourArea } from '@ui/pages/gradebook/areas/BehaviourArea';
import { bindClassroom } from '@tests/fakes/bindClassroom';
import { aGradebook } from '@tests/fakes/gradebookMothers';
import { InMemoryClassroomGateway } from '@tests/fakes/InMemoryClassroomGateway';
import { createTestContainer } from '@tests/fakes/testContainer';
import { createTestI18n } from '@tests/unit/support/i18nForTests';

// The attendance and behaviour areas rendered on their own, over the in-memory gateway (the school's today: 25 Nov 2026).

// user-event walks radio groups with CSS.escape, which jsdom lacks (every browser has it).
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  Object.assign(globalThis, { CSS: { ...(globalThis.CSS ?? {}), escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } });
}

/** Intl puts a no-break space before "%" in Spanish. */
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');

function classroomContainer(gateway: InMemoryClassroomGateway): Container {
  const { container } = createTestContainer();
  bindClassroom(container, gateway);
  return container;
}

function renderArea(element: ReactElement, gateway: InMemoryClassroomGateway, lng = 'es') {
  const i18n = createTestI18n(lng);
  return render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={classroomContainer(gateway)}>{element}</ContainerProvider>
    </I18nextProvider>,
  );
}

const teacherBook = (): Gradebook => aGradebook();
const adminBook = (): Gradebook => aGradebook({ view: 'admin', abilities: { update: false, export: true } });

function attendanceGateway() {
  const gateway = new InMemoryClassroomGateway();
  gateway.sessions.set('2026-11-24', { 's-pablo': 'present', 's-marta': 'absent', 's-hugo': 'late' });
  gateway.sessions.set('2026-11-20', { 's-pablo': 'excused', 's-marta': 'present' });
  return gateway;
}

function behaviourGateway() {
  const gateway = new InMemoryClassroomGateway();
  gateway.addPoint({ studentGuid: 's-marta', kind: 'needs-work', reason: 'Sin material', day: '2026-11-20' });
  gateway.addPoint({ studentGuid: 's-pablo', kind: 'positive', reason: 'Ayudó a un compañero' });
  return gateway;
}

const groupOf = (name: string) => screen.getByRole('group', { name });
const radio = (student: string, status: string) => within(groupOf(student)).getByRole('radio', { name: status });
const checkedIn = (student: string) => within(groupOf(student)).queryAllByRole('radio').find((r) => (r as HTMLInputElement).checked)?.getAttribute('value') ?? null;

const violations = async (root: HTMLElement) =>
  (await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

describe('AttendanceArea', () => {
  it("opens on the school's today with a radio group per student, and saves a mark as it is chosen", async () => {
    const gateway = attendanceGateway();
    const user = userEvent.setup();
    renderArea(<AttendanceArea courseGuid="c-mat" gradebook={teacherBook()} />, gateway);

    expect(await screen.findByRole('heading', { level: 2, name: 'Asistencia' })).toBeTruthy();
    expect(screen.getByText(/miércoles, 25 de noviembre de 2026/i)).toBeTruthy();
    expect(screen.getByLabelText('Día')).toHaveProperty('value', '25/11/2026');
    const list = await screen.findByRole('list', { name: 'Lista del 25 de noviembre de 2026' });
    expect(within(list).getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(['Hugo Fernández Gil', 'Pablo García López', 'Marta Sánchez Díaz']);
    expect(within(groupOf('Pablo García López')).getAllByRole('radio').map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Presente', 'Ausente', 'Retraso', 'Justificada']);
    expect(screen.getAllByText('Sin marcar')).toHaveLength(3);

    await user.click(radio('Pablo García López', 'Ausente'));

    expect(checkedIn('Pablo García López')).toBe('absent');
    expect(await screen.findByText('Todo guardado')).toBeTruthy();
    expect(gateway.sessions.get('2026-11-25')).toEqual({ 's-pablo': 'absent' });
  });

  it('moves along a student’s radios with the arrow keys, saving each choice', async () => {
    const gateway = attendanceGateway();
    const user = userEvent.setup();
    renderArea(<AttendanceArea courseGuid="c-mat" gradebook={teacherBook()} />, gateway);
    await screen.findByRole('list', { name: /Lista del/ });

    await user.click(radio('Marta Sánchez Díaz', 'Presente'));
    await user.keyboard('{ArrowRight}');
    expect(checkedIn('Marta Sánchez Díaz')).toBe('absent');
    expect(document.activeElement).toBe(radio('Marta Sánchez Díaz', 'Ausente'));
    await user.keyboard('{ArrowRight}');
    expect(checkedIn('Marta Sánchez Díaz')).toBe('late');
    await screen.findByText('Todo guardado');
    expect(gateway.sessions.get('2026-11-25')).toEqual({ 's-marta': 'late' });
  });

  it('marks everyone without a mark as present, keeping the absences already marked', async () => {
    const gateway = attendanceGateway();
    const user = userEvent.setup();
    renderArea(<AttendanceArea courseGuid="c-mat" gradebook={teacherBook()} />, gateway);
    await screen.findByRole('list', { name: /Lista del/ });
    await user.click(radio('Hugo Fernández Gil', 'Ausente'));

    await user.click(screen.getByRole('button', { name: 'Marcar presentes a los 2 alumnos sin marca' }));

    expect(checkedIn('Hugo Fernández Gil')).toBe('absent');
    expect(checkedIn('Pablo García López')).toBe('present');
    expect(checkedIn('Marta Sánchez Díaz')).toBe('present');
    expect(screen.getByRole('button', { name: 'Todos los alumnos tienen marca' })).toHaveProperty('disabled', true);
    await screen.findByText('Todo guardado');
    expect(gateway.sessions.get('2026-11-25')).toEqual({ 's-hugo': 'absent', 's-pablo': 'present', 's-marta': 'present' });
  });

  it('rolls a mark back when it is not saved, says so with the marks waiting, and saves them on Retry', async () => {
    const gateway = attendanceGateway();
    const user = userEvent.setup();
    renderArea(<AttendanceArea courseGuid="c-mat" gradebook={teacherBook()} />, gateway);
    await screen.findByRole('list', { name: /Lista del/ });
    gateway.failures.set('markAttendance', appError('network', 'NETWORK'));

    await user.click(radio('Pablo García López', 'Retraso'));

    const alert = (await screen.findByText('Pendientes de guardar:')).closest('[role="alert"]');
    expect(alert?.textContent).toContain('No se han guardado algunas marcas');
    expect(alert?.textContent).toContain('25 nov 2026 · Pablo García López: Retraso');
    expect(checkedIn('Pablo García López')).toBeNull();

    gateway.failures.clear();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Todo guardado');
    expect(checkedIn('Pablo García López')).toBe('late');
    expect(screen.queryByText('Pendientes de guardar:')).toBeNull();
  });

  it('changes day with the buttons, Page Up and a typed date, never after today', async () => {
    const gateway = attendanceGateway();
    const user = userEvent.setup();
    renderArea(<AttendanceArea courseGuid="c-mat" gradebook={teacherBook()} />, gateway);
    await screen.findByRole('list', { name: /Lista del 25/ });
    expect(screen.getByRole('button', { name: 'Día siguiente' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Día anterior' }));
    expect(await screen.findByRole('list', { name: 'Lista del 24 de noviembre de 2026' })).toBeTruthy();
    expect(checkedIn('Marta Sánchez Díaz')).toBe('absent');

    const input = screen.getByLabelText('Día');
    input.focus();
    await user.keyboard('{PageUp}');
    expect(input).toHaveProperty('value', '23/11/2026');
    await user.keyboard('{PageDown}{PageDown}');
    expect(input).toHaveProperty('value', '25/11/2026');

    fireEvent.change(input, { target: { value: '26/11/2026' } });
    expect(await screen.findByText('No se puede pasar lista de un día que aún no ha llegado.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { value: '20/11/2026' } });
    expect(await screen.findByRole('list', { name: 'Lista del 20 de noviembre de 2026' })).toBeTruthy();
    expect(checkedIn('Pablo García López')).toBe('excused');
    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    expect(input).toHaveProperty('value', '25/11/2026');
  });

  it('counts per student over the range with the attendance rate, and refuses a range backwards', async () => {
    const gateway = attendanceGateway();
    const user = userEvent.setup();
    renderArea(<AttendanceArea courseGuid="c-mat" gradebook={teacherBook()} />, gateway);
    const table = await screen.findByRole('table', { name: /26 oct 2026 al 25 nov 2026 · 2 días con lista/ });
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => text(cell)));
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Hugo Fernández Gil', 'Pablo García López', 'Marta Sánchez Díaz']);
    expect(rows.slice(1)).toEqual([
      ['0', '0', '1', '0', '1', '100 %'],
      ['1', '0', '0', '1', '2', '100 %'],
      ['1', '1', '0', '0', '2', '50 %'],
    ]);

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '24/11/2026' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '21/11/2026' } });
    await user.click(screen.getByRole('button', { name: 'Ver periodo' }));
    expect(await screen.findByText('La fecha de inicio debe ser anterior a la de fin.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '25/11/2026' } });
    await user.click(screen.getByRole('button', { name: 'Ver periodo' }));
    const narrow = await screen.findByRole('table', { name: /24 nov 2026 al 25 nov 2026 · 1 día con lista/ });
    expect(text(within(narrow).getAllByRole('row')[2])).toBe('Pablo García López10001100 %');
  });

  it('deletes a day after asking', async () => {
    const gateway = attendanceGateway();
    const user = userEvent.setup();
    renderArea(<AttendanceArea courseGuid="c-mat" gradebook={teacherBook()} />, gateway);
    await screen.findByRole('list', { name: /Lista del 25/ });
    await user.click(screen.getByRole('button', { name: 'Día anterior' }));
    await screen.findByRole('list', { name: /Lista del 24/ });

    await user.click(screen.getByRole('button', { name: 'Borrar este día' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Borrar la asistencia del 24 de noviembre de 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Borrar el día' }));

    await waitFor(() => expect(gateway.sessions.has('2026-11-24')).toBe(false));
    expect(screen.getAllByText('Sin marcar')).toHaveLength(3);
  });

  it('shows a school admin the day read-only: the marks as text, no radios, no quick entry', async () => {
    const gateway = attendanceGateway();
    const user = userEvent.setup();
    renderArea(<AttendanceArea courseGuid="c-mat" gradebook={adminBook()} />, gateway);
    expect(await screen.findByText('Consulta: solo el profesorado del curso puede pasar lista.')).toBeTruthy();
    expect(await screen.findByText('Sin marcas este día')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Día anterior' }));
    const table = await screen.findByRole('table', { name: 'Lista del 24 de noviembre de 2026' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Hugo Fernández GilRetraso', 'Pablo García LópezPresente', 'Marta Sánchez DíazAusente']);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Marcar presentes/ })).toBeNull();
  });

  it('shows a failed read with Try again', async () => {
    const gateway = attendanceGateway();
    gateway.failure = appError('network', 'NETWORK');
    const user = userEvent.setup();
    renderArea(<AttendanceArea courseGuid="c-mat" gradebook={teacherBook()} />, gateway);
    expect(await screen.findByRole('heading', { name: 'No se ha podido cargar la asistencia' })).toBeTruthy();
    gateway.failure = undefined;
    await user.click(screen.getAllByRole('button', { name: 'Reintentar' })[0] as HTMLElement);
    expect(await screen.findByRole('list', { name: /Lista del 25/ })).toBeTruthy();
  });
});

describe('BehaviourArea', () => {
  it('gives a point to two students with a quick reason, then undoes it', async () => {
    const gateway = behaviourGateway();
    const user = userEvent.setup();
    renderArea(<BehaviourArea courseGuid="c-mat" gradebook={teacherBook()} />, gateway);
    await screen.findByRole('heading', { level: 3, name: 'Dar un punto' });

    await user.click(screen.getByRole('checkbox', { name: 'Hugo Fernández Gil' }));
    await user.click(screen.getByRole('checkbox', { name: 'Marta Sánchez Díaz' }));
    await user.click(screen.getByRole('radio', { name: 'A mejorar' }));
    await user.click(screen.getByRole('button', { name: 'Interrumpió la clase' }));
    expect(screen.getByRole('textbox', { name: /Motivo/ })).toHaveProperty('value', 'Interrumpió la clase');
    await user.click(screen.getByRole('button', { name: 'Dar el punto a 2 alumnos' }));

    expect(await screen.findByText(/Punto a mejorar para 2 alumnos: Hugo Fernández Gil y Marta Sánchez Díaz/)).toBeTruthy();
    expect(gateway.points.filter((p) => p.reason === 'Interrumpió la clase').map((p) => p.studentGuid)).toEqual(['s-hugo', 's-marta']);
    const recent = screen.getByRole('region', { name: 'Puntos recientes' });
    expect(within(recent).getAllByRole('listitem').map((li) => li.querySelector('.classroom-point__student')?.textContent)).toEqual(['Hugo Fernández Gil', 'Marta Sánchez Díaz', 'Pablo García López', 'Marta Sánchez Díaz']);
    const summary = screen.getByRole('table', { name: 'Resumen por alumno' });
    expect(within(summary).getAllByRole('row')[3]?.textContent).toBe('Marta Sánchez Díaz02-2');
    // The form is ready for the next point.
    expect(screen.getByRole('checkbox', { name: 'Hugo Fernández Gil' })).toHaveProperty('checked', false);
    expect(screen.getByRole('textbox', { name: /Motivo/ })).toHaveProperty('value', '');

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(gateway.points).toHaveLength(2));
    expect(within(recent).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
    expect(within(summary).getAllByRole('row')[3]?.textContent).toBe('Marta Sánchez Díaz01-1');
    // The Undo button went with its bar: the focus is on the form, ready for the next point.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Dar un punto' }));
  });

  it('asks for a student and a reason with the domain’s words before sending anything', async () => {
    const gateway = behaviourGateway();
    const user = userEvent.setup();
    renderArea(<BehaviourArea courseGuid="c-mat" gradebook={teacherBook()} />, gateway);
    await user.click(await screen.findByRole('button', { name: 'Dar el punto' }));

    expect(await screen.findByText('Elige al menos un alumno.')).toBeTruthy();
    expect(screen.getByText('Escribe un motivo.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Motivo/ }).getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Seleccionar a todos' }));
    await user.click(screen.getByRole('textbox', { name: /Motivo/ }));
    await user.paste('x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Dar el punto a 3 alumnos' }));
    expect(await screen.findByText('El motivo puede tener como mucho 120 caracteres.')).toBeTruthy();
    expect(gateway.calls.filter((c) => c.method === 'givePoints')).toEqual([]);
  });

  it('deletes a point from the recent list', async () => {
    const gateway = behaviourGateway();
    const user = userEvent.setup();
    renderArea(<BehaviourArea courseGuid="c-mat" gradebook={teacherBook()} />, gateway);

    await user.click(await screen.findByRole('button', { name: 'Borrar el punto de Marta Sánchez Díaz: Sin material' }));

    await waitFor(() => expect(gateway.points.map((p) => p.reason)).toEqual(['Ayudó a un compañero']));
    expect(screen.queryByText('Sin material')).toBeNull();
    // The focus takes the place of the deleted point's button; with none left, the list's heading.
    const remaining = screen.getByRole('button', { name: 'Borrar el punto de Pablo García López: Ayudó a un compañero' });
    expect(document.activeElement).toBe(remaining);
    await user.click(remaining);
    await waitFor(() => expect(gateway.points).toEqual([]));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Puntos recientes' }));
  });

  it('shows a school admin the counts and points without the form or the delete buttons', async () => {
    const gateway = behaviourGateway();
    renderArea(<BehaviourArea courseGuid="c-mat" gradebook={adminBook()} />, gateway);
    const summary = await screen.findByRole('table', { name: 'Resumen por alumno' });
    expect(within(summary).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Pablo García López10+1', 'Hugo Fernández Gil000', 'Marta Sánchez Díaz01-1']);
    expect(screen.queryByRole('heading', { name: 'Dar un punto' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Borrar el punto/ })).toBeNull();
    expect(screen.getByText('Consulta: solo el profesorado del curso puede dar puntos.')).toBeTruthy();
  });
});

describe('attendance and behaviour accessibility', () => {
  it.each(['es', 'en', 'pt'])('the teacher’s attendance has no axe violations (%s)', async (lng) => {
    const view = renderArea(<AttendanceArea courseGuid="c-mat" gradebook={teacherBook()} />, attendanceGateway(), lng);
    await screen.findAllByRole('radio');
    await screen.findAllByRole('table');
    expect(await violations(view.container)).toEqual([]);
  }, 30_000);

  it.each(['es', 'en', 'pt'])('the admin’s attendance has no axe violations (%s)', async (lng) => {
    const gateway = attendanceGateway();
    gateway.today = '2026-11-24';
    const view = renderArea(<AttendanceArea courseGuid="c-mat" gradebook={adminBook()} />, gateway, lng);
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(2));
    expect(await violations(view.container)).toEqual([]);
  }, 30_000);

  it.each(['es', 'en', 'pt'])('the behaviour area, with a point just given, has no axe violations (%s)', async (lng) => {
    const gateway = behaviourGateway();
    const user = userEvent.setup();
    const view = renderArea(<BehaviourArea courseGuid="c-mat" gradebook={teacherBook()} />, gateway, lng);
    const boxes = await screen.findAllByRole('checkbox');
    await user.click(boxes[0] as HTMLElement);
    await user.click(screen.getAllByRole('button').find((b) => b.classList.contains('classroom-quick')) as HTMLElement);
    await user.click(screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit') as HTMLElement);
    await waitFor(() => expect(gateway.points).toHaveLength(3));
    await act(async () => undefined);
    expect(await violations(view.container)).toEqual([]);
  }, 30_000);
});
