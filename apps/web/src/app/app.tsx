import { useTranslation } from 'react-i18next';

export function App() {
  const { t } = useTranslation();
  return <main className="p-6">{t('errors.system')}</main>;
}
