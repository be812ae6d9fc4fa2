import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { PanelLoader } from './panel-loader';

export interface HashTab<T extends string> {
  value: T;
  label: string;
  icon?: ReactElement;
}

/** The tab a hash names ('#inbox' or 'inbox'); an empty or unknown hash, or a tab not offered, opens the fallback. */
export function tabFromHash<T extends string>(hash: string, offered: readonly T[], fallback: T): T {
  const name = hash.replace(/^#/, '');
  return offered.find((tab) => tab === name) ?? fallback;
}

/**
 * The tab chosen by the URL hash and a way to change it, so a tab can be linked to and the back
 * button walks the tabs.
 */
export function useHashTab<T extends string>(offered: readonly T[], fallback: T): [T, (next: T) => void] {
  const hash = useLocation({ select: (location) => location.hash });
  const navigate = useNavigate();
  return [tabFromHash(hash, offered, fallback), (next) => void navigate({ to: '.', hash: next, resetScroll: false })];
}

const tabId = (idPrefix: string, tab: string) => `${idPrefix}-separador-${tab}`;
const panelId = (idPrefix: string, tab: string) => `${idPrefix}-painel-${tab}`;

// 'sidebar' is vertical on wide screens; 'bar' is a row of tabs; on a phone both put every tab in
// one row, icon above a short label. 'scrollable' keeps long labels and scrolls on a phone.
const PHONE_TAB = { minWidth: 0, px: 0.5, fontSize: '0.75rem', lineHeight: 1.25 };
const UNDERLINED = { borderBottom: 1, borderColor: 'divider' };

interface Layout {
  orientation: 'horizontal' | 'vertical';
  variant: 'standard' | 'fullWidth' | 'scrollable';
  sx: SxProps<Theme>;
}

const LAYOUTS: Record<'sidebar' | 'bar' | 'scrollable', (wide: boolean) => Layout> = {
  sidebar: (wide: boolean) => ({
    orientation: wide ? 'vertical' : 'horizontal',
    variant: wide ? 'standard' : 'fullWidth',
    sx: { '& .MuiTab-root': wide ? { justifyContent: 'flex-start', minHeight: 56 } : PHONE_TAB },
  }),
  bar: (wide: boolean) => ({
    orientation: 'horizontal',
    variant: wide ? 'standard' : 'fullWidth',
    sx: { ...UNDERLINED, px: { md: 2 }, '& .MuiTab-root': wide ? { minHeight: 64, px: 2.5 } : PHONE_TAB },
  }),
  scrollable: () => ({ orientation: 'horizontal', variant: 'scrollable', sx: { ...UNDERLINED, px: 1 } }),
};

interface HashTabsProps<T extends string> {
  tabs: readonly HashTab<T>[];
  value: T;
  onChange: (next: T) => void;
  /** Prefix of the tabs' and panels' element ids, which tie each tab to its panel. */
  idPrefix: string;
  label: string;
  layout: keyof typeof LAYOUTS;
}

export function HashTabs<T extends string>({ tabs, value, onChange, idPrefix, label, layout }: HashTabsProps<T>) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const { orientation, variant, sx } = LAYOUTS[layout](wide);
  return (
    <Tabs
      value={value}
      onChange={(_event, next: T) => onChange(next)}
      orientation={orientation}
      variant={variant}
      allowScrollButtonsMobile={variant === 'scrollable'}
      aria-label={label}
      sx={sx}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          icon={tab.icon}
          iconPosition={wide ? 'start' : 'top'}
          wrapped={Boolean(tab.icon) && !wide}
          id={tabId(idPrefix, tab.value)}
          aria-controls={panelId(idPrefix, tab.value)}
        />
      ))}
    </Tabs>
  );
}

/** The chosen tab's panel; a lazy panel shows the panel loader while its code arrives. */
export function HashTabPanel({ idPrefix, value, sx, children }: { idPrefix: string; value: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={panelId(idPrefix, value)} aria-labelledby={tabId(idPrefix, value)} sx={sx}>
      <Suspense fallback={<PanelLoader />}>{children}</Suspense>
    </Box>
  );
}
