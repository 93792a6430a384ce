import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/choose';
import { LANGUAGES } from '../i18n/languages';
import { failureText } from '../lib/api-client';
import { notifyError } from '../lib/notify';

/** The languages, as items of an open menu (the account menu's), the current one checked. */
export function LanguageMenuItems() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Menu.Label>{t('language.label')}</Menu.Label>
      {LANGUAGES.map(({ code, name }) => (
        <Menu.Item
          key={code}
          lang={code}
          leftSection={
            <IconCheck
              size={16}
              aria-hidden="true"
              style={{ visibility: i18n.language === code ? 'visible' : 'hidden' }}
            />
          }
          aria-current={i18n.language === code ? 'true' : undefined}
          onClick={() =>
            void chooseLanguage(code).catch((error) => notifyError(failureText(error)))
          }
        >
          {name}
        </Menu.Item>
      ))}
    </>
  );
}

/** A button opening the languages, for screens without an account menu (sign-in, the portal). */
export function LanguagePicker() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('language.label')}>
          <IconLanguage size={20} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <LanguageMenuItems />
      </Menu.Dropdown>
    </Menu>
  );
}
