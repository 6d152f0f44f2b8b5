import { useDialog } from '../../shared/dialogs';
import { AnnouncementListDialog } from './announcement-list-dialog';
import { PopupAnnouncements } from './popup-announcements';

/**
 * The announcements dialog ('announcements', props.id opens one notice) and the PU popup shown once per
 * browser session. The popup waits while another dialog is open (/register, /login arrivals).
 */
export function AnnouncementDialogs() {
  const { name, props } = useDialog();
  return (
    <>
      <AnnouncementListDialog open={name === 'announcements'} initialId={props.id} />
      <PopupAnnouncements blocked={name !== null} />
    </>
  );
}
