import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Gradebook, GradebookItem } from '@application/gradebook/Gradebook';
import { ItemSettingsStore } from '@application/gradebook/ItemSettingsStore';
import { PublishingStore } from '@application/gradebook/PublishingStore';
import { ToastStore } from '@application/feedback/ToastStore';
import { useService } from '@ui/app/ContainerContext';
import { Icon } from '@ui/components/Icon';
import { Menu, type MenuItem } from '@ui/components/Menu';
import { ConfirmDialog } from '@ui/pages/courses/ConfirmDialog';
import { ItemSettingsDialog } from '@ui/pages/gradebook/setup/ItemSettingsDialog';
import { SetupConfirmDialog } from '@ui/pages/gradebook/setup/SetupConfirmDialog';
import '@ui/pages/gradebook/setup/setup.css';

interface ItemActionsProps {
  gradebook: Gradebook;
  item: GradebookItem;
  onChanged: () => void;
}

type Open = 'settings' | 'publish' | 'delete' | undefined;

/** "Eliminar columna…": says what goes with it (its scores and their history). */
const DeleteColumnDialog = observer(function DeleteColumnDialog({ gradebook, item, onDeleted, onClose }: { gradebook: Gradebook; item: GradebookItem; onDeleted: () => void; onClose: () => void }) {
  const store = useService(ItemSettingsStore);
  const { t } = useTranslation('gradebookSetup');
  useState(() => store.open(gradebook, item));
  const handleConfirm = async () => {
    const result = await store.deleteColumn();
    if (result.ok) onDeleted();
    return result;
  };
  return (
    <ConfirmDialog open title={t('itemActions.deleteTitle', { name: item.name })} confirmLabel={t('itemActions.deleteConfirm')} successToastKey="gradebookSetup:itemActions.deletedToast" onConfirm={handleConfirm} onClose={onClose}>
      <p>{store.scoredStudents > 0 ? t('itemActions.deleteScores', { count: store.scoredStudents, name: item.name }) : t('itemActions.deleteEmpty', { name: item.name })}</p>
      <p>{t('itemActions.deleteForever')}</p>
    </ConfirmDialog>
  );
});

/** A column header's menu: its gradebook settings, publish or withdraw its grades, delete a manual column. Nothing for readers who may not change it. */
export const ItemActions = observer(function ItemActions({ gradebook, item, onChanged }: ItemActionsProps) {
  const publishing = useService(PublishingStore);
  const toasts = useService(ToastStore);
  const { t } = useTranslation('gradebookSetup');
  const [open, setOpen] = useState<Open>(undefined);

  if (!gradebook.abilities.update) return null;

  const handleWithdraw = async () => {
    const result = await publishing.publishItem(gradebook.courseGuid, item.guid, false);
    if (result.ok) {
      toasts.show('gradebookSetup:itemActions.withdrawnToast', 'success');
      onChanged();
    } else {
      toasts.show('gradebookSetup:itemActions.publicationFailedToast', 'error');
    }
  };
  const handlePublish = async () => {
    const result = await publishing.publishItem(gradebook.courseGuid, item.guid, true);
    if (result.ok) {
      toasts.show('gradebookSetup:itemActions.publishedToast', 'success');
      setOpen(undefined);
      onChanged();
    }
  };
  const handleCloseDialog = () => {
    publishing.dismissError();
    setOpen(undefined);
  };

  const items: MenuItem[] = [
    { id: 'settings', label: t('itemActions.settings'), onSelect: () => setOpen('settings') },
    item.published
      ? { id: 'withdraw', label: t('itemActions.withdraw'), onSelect: () => void handleWithdraw() }
      : { id: 'publish', label: t('itemActions.publish'), onSelect: () => setOpen('publish') },
    ...(item.kind === 'column' ? [{ id: 'delete', label: t('itemActions.delete'), onSelect: () => setOpen('delete') }] : []),
  ];

  return (
    <>
      <Menu className="setup-item-actions" label={t('itemActions.menu', { name: item.name })} trigger={<Icon name="chevron-down" size={16} />} items={items} />
      {/* Rendered inside the column header: the wrapper keeps the header's type styles out of the dialogs. */}
      <span className="setup-dialogs">
        {open === 'settings' ? <ItemSettingsDialog gradebook={gradebook} item={item} onSaved={onChanged} onClose={() => setOpen(undefined)} /> : null}
        {open === 'publish' ? (
          <SetupConfirmDialog title={t('itemActions.publishTitle', { name: item.name })} confirmLabel={t('itemActions.publishConfirm')} busy={publishing.busy === item.guid} error={publishing.actionError} onConfirm={() => void handlePublish()} onClose={handleCloseDialog}>
            <p>{t('itemActions.publishBody')}</p>
            {item.kind === 'item' ? <p>{t('itemActions.publishViewOnly')}</p> : null}
          </SetupConfirmDialog>
        ) : null}
        {open === 'delete' ? <DeleteColumnDialog gradebook={gradebook} item={item} onDeleted={onChanged} onClose={() => setOpen(undefined)} /> : null}
      </span>
    </>
  );
});
