/** The CMS page shown above the stolen list: named by the route's path (spec, route table). */
export const STOLEN_PAGE_SLUG = 'stolen-bike';
