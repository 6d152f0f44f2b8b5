import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractInfo } from '../../features/agent-contracts/api';
import { closeDialog, openDialog, useDialog } from '../../shared/dialogs';
import { AGENT_TYPES, useSession } from '../../shared/session';
import { CentrePanel } from '../centre-panel';
import { DEFAULT_AGENT_PAGE } from './page-ids';
import { agentCentrePages } from './pages';

/** The entries that exist, in the menu's fixed order; those with a flag show only when it is on. */
export const availableAgentPages = agentCentrePages.filter((page) => page.Page !== null);

function pageFor(pages: typeof availableAgentPages, id: string | undefined) {
  return pages.find((page) => page.id === id) ?? pages.find((page) => page.id === DEFAULT_AGENT_PAGE) ?? pages[0];
}

/**
 * The agent centre: the left menu in its fixed order (docs/product.md, For agents), team overview by default, the chosen page
 * on the right, a close button. Only agents (member types 1, 2, 41, 42) get it: for anyone else
 * it closes again at once (and every call behind it refuses them anyway). The panel is the centres' shared
 * one (centre-panel.tsx).
 */
export function AgentCentreDialog() {
  const { t } = useTranslation('agent');
  const { name, props } = useDialog();
  const session = useSession();
  const open = name === 'agentCentre';
  const allowed = session !== null && AGENT_TYPES.includes(session.isAgent);
  // The three contract entries follow the consolidated info; until it answers, they stay out of the menu.
  const info = useContractInfo(open && allowed);
  const pages = availableAgentPages.filter((page) => !page.flag || info.data?.[page.flag] === true);
  const current = pageFor(pages, props.page);

  useEffect(() => {
    if (open && !allowed) closeDialog();
  }, [open, allowed]);

  if (!current || !allowed) return null;
  return (
    <CentrePanel
      open={open}
      title={t('title')}
      menuLabel={t('menu')}
      loadingLabel={t('loading')}
      entries={pages}
      current={current}
      labelOf={(id) => t(`pages.${id}`)}
      onChoose={(id) => openDialog('agentCentre', { page: id })}
      menuWidth="md:w-60"
    />
  );
}
