import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { openDialog } from '../../shared/dialogs';
import { useSession } from '../../shared/session';
import { memberCentreLinkParams } from './link-params';
import { type MemberCentrePageId, memberCentreLinks, memberCentrePageIds } from './page-ids';

/**
 * Links into the member centre from outside the site: `?mc=<page id>` opens that page, and a payment
 * gateway's return (`?deposit=<id>`) opens the deposit page on that deposit. The parameters are removed
 * once read, so a reload or a shared link does not reopen the panel.
 */
export function MemberCentreLink(): null {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const page = params.get('mc');
  const deposit = params.get('deposit');

  useEffect(() => {
    if (!session || (!page && !deposit)) return;
    // An entry that leads out of the centre (a tab of the points mall) goes there instead of opening the panel.
    const out =
      page && Object.hasOwn(memberCentreLinks, page) ? memberCentreLinks[page as MemberCentrePageId] : undefined;
    if (out) {
      void navigate(out, { replace: true });
      return;
    }
    if (deposit && /^\d{1,18}$/.test(deposit)) openDialog('memberCentre', { page: 'depositv2', deposit });
    else if (page && (memberCentrePageIds as readonly string[]).includes(page)) openDialog('memberCentre', { page });
    setParams(
      (current) => {
        for (const name of memberCentreLinkParams) current.delete(name);
        return current;
      },
      { replace: true },
    );
  }, [session, page, deposit, setParams, navigate]);
  return null;
}
