import { factories } from '@strapi/strapi';
import { findingKeptEntries } from '../../cms-block/kept-entries';

export default factories.createCoreController('api::cms-page.cms-page', findingKeptEntries('api::cms-page.cms-page'));
