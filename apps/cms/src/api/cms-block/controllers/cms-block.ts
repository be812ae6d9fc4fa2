import { factories } from '@strapi/strapi';
import { findingKeptEntries } from '../kept-entries';

export default factories.createCoreController('api::cms-block.cms-block', findingKeptEntries('api::cms-block.cms-block'));
