import FacebookIcon from '@mui/icons-material/Facebook';
import FactoryOutlinedIcon from '@mui/icons-material/FactoryOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import GitHubIcon from '@mui/icons-material/GitHub';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import NewspaperOutlinedIcon from '@mui/icons-material/NewspaperOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ReactElement } from 'react';

type IconComponent = typeof SvgIcon;

/*
 * Editors name an icon from @mui/icons-material in the CMS's `icon` field. Importing the whole
 * icon set would weigh megabytes, so only the names the content pages use are known here; an
 * unknown name simply shows no icon.
 */
const PAGE_ICONS: Record<string, IconComponent> = {
  FactoryOutlined: FactoryOutlinedIcon,
  GavelOutlined: GavelOutlinedIcon,
  GroupsOutlined: GroupsOutlinedIcon,
  HandshakeOutlined: HandshakeOutlinedIcon,
  HelpOutlineOutlined: HelpOutlineOutlinedIcon,
  InfoOutlined: InfoOutlinedIcon,
  LockOutlined: LockOutlinedIcon,
  MailOutlined: MailOutlinedIcon,
  NewspaperOutlined: NewspaperOutlinedIcon,
  PrivacyTipOutlined: PrivacyTipOutlinedIcon,
  ReportProblemOutlined: ReportProblemOutlinedIcon,
  ShieldOutlined: ShieldOutlinedIcon,
  VolunteerActivismOutlined: VolunteerActivismOutlinedIcon,
};

/** A team member's links name their network; anything else gets a plain link icon. */
const SOCIAL_ICONS: Record<string, { Icon: IconComponent; label: string }> = {
  facebook: { Icon: FacebookIcon, label: 'Facebook' },
  github: { Icon: GitHubIcon, label: 'GitHub' },
  instagram: { Icon: InstagramIcon, label: 'Instagram' },
  linkedin: { Icon: LinkedInIcon, label: 'LinkedIn' },
  twitter: { Icon: XIcon, label: 'X (Twitter)' },
  x: { Icon: XIcon, label: 'X (Twitter)' },
  youtube: { Icon: YouTubeIcon, label: 'YouTube' },
};

/** The page's icon drawn with `props`, or null for a name the site does not know. */
export function pageIcon(name: string | null | undefined, props: SvgIconProps): ReactElement | null {
  const Icon = (name && PAGE_ICONS[name]) || null;
  return Icon && <Icon {...props} />;
}

export function socialIcon(name: string | null | undefined): { Icon: IconComponent; label: string } {
  return (name && SOCIAL_ICONS[name.toLowerCase()]) || { Icon: LinkOutlinedIcon, label: 'Ligação' };
}
