import { createFileRoute } from '@tanstack/react-router';
import { cmsPageRoute } from '../features/content/cms-page-route';

export const Route = createFileRoute('/security')(cmsPageRoute('security'));
