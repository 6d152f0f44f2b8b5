import { useTranslation } from 'react-i18next';
import { closeDialog, type DialogName, openDialog, useDialog } from '../../shared/dialogs';
import { Modal } from '../../shared/ui/modal';
import { HelpTopics } from './help-topics';

const returnable: readonly DialogName[] = ['login', 'register', 'forgotPassword'];

/**
 * The help dialog ('help'; props.tag opens that topic). Opened from a form (the register dialog's Terms
 * and Privacy links) with props.returnTo, closing it goes back to that form instead of closing.
 */
export function HelpDialog() {
  const { t } = useTranslation('dialogs');
  const { name, props } = useDialog();
  const back = returnable.find((d) => d === props.returnTo);
  const close = () => {
    if (back) openDialog(back, props.returnTab ? { tab: props.returnTab } : {});
    else closeDialog();
  };
  return (
    <Modal
      open={name === 'help'}
      onClose={close}
      title={t('help.title')}
      size="xl"
      bodyClassName="flex min-h-0 flex-1 flex-col sm:h-[70dvh] sm:flex-row"
    >
      <HelpTopics tag={props.tag} />
    </Modal>
  );
}
