import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { loadTexRenderer } from '@ui/components/FormattedText';
import { cleanAuthoredHtml } from '@ui/components/formattedText/purifyConfig';
import { editorExtensions } from '@ui/components/richText/extensions';
import { FormulaDialog } from '@ui/components/richText/FormulaDialog';
import type { FormulaAttributes } from '@ui/components/richText/formulaNode';
import { ImageDialog } from '@ui/components/richText/ImageDialog';
import type { RichTextImages } from '@ui/components/richText/images';
import { LinkDialog } from '@ui/components/richText/LinkDialog';
import { Toolbar, type ToolbarButton, type ToolbarHandle } from '@ui/components/richText/Toolbar';
import { TOOLBAR_ICONS } from '@ui/components/richText/icons';
import './richText.css';

export interface RichTextEditorProps {
  /** The editing surface's id. */
  id: string;
  /** The visible label's id: the surface and the toolbar are named by it. */
  labelId: string;
  /** Ids of the hint and the error paragraph. */
  describedBy: string;
  required: boolean;
  invalid: boolean;
  /** Sanitised HTML ('' when empty). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  images?: RichTextImages;
}

type OpenDialog = { kind: 'link' } | { kind: 'image' } | { kind: 'formula'; position: number | null; initial: FormulaAttributes };

/** The empty paragraphs the editor keeps at the end so the cursor can leave a heading, list or table. */
const TRAILING_EMPTY_PARAGRAPHS = /(?:<p><\/p>)+$/u;

/** What the form stores: '' for an empty text, else the editor's HTML cleaned by the server's own rules. */
export function storedHtml(editor: Editor): string {
  return editor.isEmpty ? '' : cleanAuthoredHtml(editor.getHTML()).replace(TRAILING_EMPTY_PARAGRAPHS, '');
}

/** The formula under a node selection, with its position. */
function selectedFormula(editor: Editor): { position: number; attributes: FormulaAttributes } | undefined {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'formula') return undefined;
  return { position: selection.from, attributes: { tex: String(selection.node.attrs.tex ?? ''), display: selection.node.attrs.display === true } };
}

/**
 * The rich-text editor (Tiptap on ProseMirror): a toolbar of toggles and dialogs above a labelled
 * editing surface. It holds sanitised HTML in and out, so the form, the API and the renderer see
 * the same kind of value a textarea of HTML gave them. Loaded in a chunk of its own by RichTextField.
 */
export function RichTextEditor({ id, labelId, describedBy, required, invalid, value, onChange, onBlur, images }: RichTextEditorProps) {
  const { t } = useTranslation('components');
  const hostRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<ToolbarHandle>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, setRevision] = useState(0);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [refocus, setRefocus] = useState(false);
  const lastValue = useRef(value);
  const uploadedUrls = useRef(new Map<string, string>());
  const latest = useRef({ onChange, onBlur, images, t, describedBy, required, invalid, labelId, id });

  useEffect(() => {
    latest.current = { onChange, onBlur, images, t, describedBy, required, invalid, labelId, id };
  });

  const editorProps = () => {
    const current = latest.current;
    return {
      attributes: {
        id: current.id,
        class: 'rt-surface tz-formatted',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': current.labelId,
        'aria-describedby': current.describedBy,
        ...(current.required ? { 'aria-required': 'true' } : {}),
        ...(current.invalid ? { 'aria-invalid': 'true' } : {}),
      },
      // A paste (from a word processor, a web page…) keeps only what the server would store.
      transformPastedHTML: (html: string) => cleanAuthoredHtml(html),
      handleKeyDown: (_view: EditorView, event: KeyboardEvent) => {
        if (event.altKey && event.key === 'F10') {
          event.preventDefault();
          toolbarRef.current?.focus();
          return true;
        }
        return false;
      },
    };
  };

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const instance = new Editor({
      element: host,
      extensions: editorExtensions({
        formula: {
          loadRenderer: loadTexRenderer,
          describe: (tex) => latest.current.t('richText.formula.label', { tex }),
          onEdit: (position) => {
            const node = instance.state.doc.nodeAt(position);
            if (node?.type.name !== 'formula') return;
            instance.commands.setNodeSelection(position);
            setDialog({ kind: 'formula', position, initial: { tex: String(node.attrs.tex ?? ''), display: node.attrs.display === true } });
          },
        },
        displayImageUrl: (src) => uploadedUrls.current.get(src) ?? latest.current.images?.displayUrl(src),
      }),
      content: lastValue.current,
      editorProps: editorProps(),
      onUpdate: ({ editor: changed }) => {
        const html = storedHtml(changed);
        if (html === lastValue.current) return;
        lastValue.current = html;
        latest.current.onChange(html);
      },
      onBlur: () => latest.current.onBlur?.(),
      onTransaction: () => setRevision((revision) => revision + 1),
    });
    setEditor(instance);
    return () => {
      instance.destroy();
      setEditor(null);
    };
    // The editor is made once; later props reach it through `latest` and the effects below.
  }, []);

  // The form changed the value itself (loaded an item, reset): show it without echoing it back.
  useEffect(() => {
    if (!editor || value === lastValue.current) return;
    lastValue.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({ editorProps: editorProps() });
  }, [editor, describedBy, required, invalid, labelId, id]);

  // Back to the text once a dialog has closed (the dialog itself returns focus to its opener first).
  useEffect(() => {
    if (dialog === null && refocus && editor) {
      editor.commands.focus();
      setRefocus(false);
    }
  }, [dialog, refocus, editor]);

  const closeDialog = (backToText: boolean) => {
    setDialog(null);
    setRefocus(backToText);
  };

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => {
    if (editor) command(editor.chain().focus()).run();
  };

  const inTable = editor?.isActive('table') ?? false;
  const buttons: ToolbarButton[] = editor
    ? [
        { key: 'heading2', group: 'block', label: t('richText.toolbar.heading2'), icon: TOOLBAR_ICONS.heading2, pressed: editor.isActive('heading', { level: 2 }), onActivate: run((c) => c.toggleHeading({ level: 2 })) },
        { key: 'heading3', group: 'block', label: t('richText.toolbar.heading3'), icon: TOOLBAR_ICONS.heading3, pressed: editor.isActive('heading', { level: 3 }), onActivate: run((c) => c.toggleHeading({ level: 3 })) },
        { key: 'bold', group: 'inline', label: t('richText.toolbar.bold'), icon: TOOLBAR_ICONS.bold, pressed: editor.isActive('bold'), onActivate: run((c) => c.toggleBold()) },
        { key: 'italic', group: 'inline', label: t('richText.toolbar.italic'), icon: TOOLBAR_ICONS.italic, pressed: editor.isActive('italic'), onActivate: run((c) => c.toggleItalic()) },
        { key: 'underline', group: 'inline', label: t('richText.toolbar.underline'), icon: TOOLBAR_ICONS.underline, pressed: editor.isActive('underline'), onActivate: run((c) => c.toggleUnderline()) },
        { key: 'bulletList', group: 'list', label: t('richText.toolbar.bulletList'), icon: TOOLBAR_ICONS.bulletList, pressed: editor.isActive('bulletList'), onActivate: run((c) => c.toggleBulletList()) },
        { key: 'orderedList', group: 'list', label: t('richText.toolbar.orderedList'), icon: TOOLBAR_ICONS.orderedList, pressed: editor.isActive('orderedList'), onActivate: run((c) => c.toggleOrderedList()) },
        { key: 'link', group: 'insert', label: t('richText.toolbar.link'), icon: TOOLBAR_ICONS.link, pressed: editor.isActive('link'), onActivate: () => setDialog({ kind: 'link' }) },
        ...(images ? [{ key: 'image', group: 'insert', label: t('richText.toolbar.image'), icon: TOOLBAR_ICONS.image, onActivate: () => setDialog({ kind: 'image' }) }] : []),
        {
          key: 'formula',
          group: 'insert',
          label: t('richText.toolbar.formula'),
          icon: TOOLBAR_ICONS.formula,
          onActivate: () => {
            const selected = selectedFormula(editor);
            setDialog({ kind: 'formula', position: selected?.position ?? null, initial: selected?.attributes ?? { tex: '', display: false } });
          },
        },
        { key: 'table', group: 'insert', label: t('richText.toolbar.table'), icon: TOOLBAR_ICONS.table, disabled: inTable, onActivate: run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true })) },
        { key: 'addRow', group: 'table', label: t('richText.toolbar.addRow'), icon: TOOLBAR_ICONS.addRow, disabled: !inTable, onActivate: run((c) => c.addRowAfter()) },
        { key: 'addColumn', group: 'table', label: t('richText.toolbar.addColumn'), icon: TOOLBAR_ICONS.addColumn, disabled: !inTable, onActivate: run((c) => c.addColumnAfter()) },
        { key: 'deleteRow', group: 'table', label: t('richText.toolbar.deleteRow'), icon: TOOLBAR_ICONS.deleteRow, disabled: !inTable, onActivate: run((c) => c.deleteRow()) },
        { key: 'deleteColumn', group: 'table', label: t('richText.toolbar.deleteColumn'), icon: TOOLBAR_ICONS.deleteColumn, disabled: !inTable, onActivate: run((c) => c.deleteColumn()) },
        { key: 'deleteTable', group: 'table', label: t('richText.toolbar.deleteTable'), icon: TOOLBAR_ICONS.deleteTable, disabled: !inTable, onActivate: run((c) => c.deleteTable()) },
        { key: 'undo', group: 'history', label: t('richText.toolbar.undo'), icon: TOOLBAR_ICONS.undo, disabled: !editor.can().undo(), onActivate: run((c) => c.undo()) },
        { key: 'redo', group: 'history', label: t('richText.toolbar.redo'), icon: TOOLBAR_ICONS.redo, disabled: !editor.can().redo(), onActivate: run((c) => c.redo()) },
      ]
    : [];

  const linkHref = editor?.isActive('link') ? String(editor.getAttributes('link').href ?? '') : '';
  const selectionEmpty = editor?.state.selection.empty ?? true;

  return (
    <div className={`rt-editor${invalid ? ' rt-editor--invalid' : ''}`}>
      {editor && <Toolbar ref={toolbarRef} label={t('richText.toolbar.label')} controls={id} buttons={buttons} onEscape={() => editor.commands.focus()} />}
      <div ref={hostRef} className="rt-editor__host" />

      {editor && dialog?.kind === 'link' && (
        <LinkDialog
          open
          initialHref={linkHref}
          needsText={selectionEmpty && linkHref === ''}
          onClose={() => closeDialog(true)}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            closeDialog(true);
          }}
          onSubmit={({ href, text }) => {
            if (linkHref === '' && editor.state.selection.empty) {
              editor.chain().focus().insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).run();
            } else {
              editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            }
            closeDialog(true);
          }}
        />
      )}

      {editor && dialog?.kind === 'formula' && (
        <FormulaDialog
          open
          initial={dialog.initial}
          onClose={() => closeDialog(true)}
          onSubmit={(formula) => {
            const chain = editor.chain().focus();
            (dialog.position === null ? chain : chain.setNodeSelection(dialog.position)).setFormula(formula).run();
            closeDialog(true);
          }}
        />
      )}

      {editor && images && dialog?.kind === 'image' && (
        <ImageDialog
          open
          images={images}
          onClose={() => closeDialog(true)}
          onSubmit={(image, alt) => {
            uploadedUrls.current.set(image.src, image.url);
            editor.chain().focus().setImage({ src: image.src, alt }).run();
            closeDialog(true);
          }}
        />
      )}
    </div>
  );
}
