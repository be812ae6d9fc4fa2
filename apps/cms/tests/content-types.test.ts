import type { UID } from '@strapi/strapi';
import { startCms, type TestCms } from './helpers/strapi';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms.stop();
});

/** Spec section 3 with the names of docs/decisions/d1-name-and-registry-number.md and docs/decisions/d2-strapi-5-api.md: every content type and the fields it must have. */
const CONTENT_TYPES: Record<string, string[]> = {
  'api::bike.bike': [
    'nickName', 'slug', 'model', 'serial_number', 'serial_normalized', 'registry_number', 'other_information',
    'approved', 'stolen', 'on_sale', 'price', 'remarks', 'classified_date', 'complementary_description',
    'latitude', 'longitude', 'stolen_latitude', 'stolen_longitude', 'transfer_name', 'transfer_email', 'auth_code', 'transfer_expires_at',
    'category', 'year', 'brand', 'color', 'secondary_colors', 'wheel_size', 'materials', 'suspension_types',
    'bike_photo', 'serial_number_photo', 'invoice_photo', 'for_classified', 'for_stolen', 'stolen_details', 'user',
    'refusal_reason', 'refusal_note', 'refused_at',
  ],
  'api::history.history': ['type', 'information', 'user', 'bike'],
  'api::message.message': ['bike', 'sender', 'reciever', 'message', 'read'],
  'api::category.category': ['name'],
  'api::year.year': ['year'],
  'api::brand.brand': ['name', 'slug', 'image'],
  'api::color.color': ['name'],
  'api::wheel-size.wheel-size': ['size'],
  'api::material.material': ['name'],
  'api::suspension-type.suspension-type': ['type'],
  'api::locking-description.locking-description': ['title'],
  'api::lock-defeat-description.lock-defeat-description': ['title'],
  'api::country.country': ['name', 'code'],
  'api::city.city': ['name', 'slug', 'district', 'region', 'latitude', 'longitude'],
  'api::cms-block.cms-block': ['slug', 'name', 'title', 'sub_title', 'description', 'icon', 'price', 'content', 'sub_content', 'image'],
  'api::cms-page.cms-page': ['slug', 'name', 'title', 'sub_title', 'description', 'icon', 'price', 'content', 'sub_content', 'image'],
  'api::our-blog.our-blog': ['slug', 'title', 'description', 'date', 'blog_category', 'image'],
  'api::blog-category.blog-category': ['name', 'slug'],
  'api::testimonial.testimonial': ['title', 'date', 'description', 'image'],
  'api::newsletter.newsletter': ['email'],
  'api::contact.contact': ['email', 'name', 'subject', 'message', 'handled'],
  'api::donation.donation': ['name', 'email', 'amount', 'message', 'handled'],
  'api::decision.decision': ['outcome', 'reason', 'note', 'bike', 'editor'],
  'api::review.review': ['title', 'description', 'user'],
  'plugin::users-permissions.user': [
    'username', 'email', 'name', 'city', 'country', 'taxpayer_number', 'mobile_number', 'genre',
    'date_of_birth', 'address_coordinates', 'createdAt',
  ],
};

const COMPONENTS: Record<string, string[]> = {
  'bike.stolen-details': [
    'stolen_date', 'phone_number', 'secondary_number', 'show_phone_to_users', 'show_phone_to_shops',
    'show_phone_to_police', 'address', 'city', 'postal', 'country', 'estimated_value', 'lock_description',
    'defeat_subscription', 'police_department', 'police_report', 'incident_description',
  ],
  'content.item': ['title', 'sub_title', 'description', 'image'],
  'content.sub-content': ['title', 'description', 'icon', 'image', 'urls'],
  'content.link': ['icon', 'url'],
  'shared.coordinates': ['latitude', 'longitude'],
};

describe('content types', () => {
  it.each(Object.entries(CONTENT_TYPES))('%s has every field of the spec', (uid, fields) => {
    const contentType = cms.strapi.contentType(uid as UID.ContentType);
    expect(contentType).toBeDefined();
    expect(Object.keys(contentType.attributes)).toEqual(expect.arrayContaining(fields));
  });

  it.each(Object.entries(COMPONENTS))('component %s has its fields', (uid, fields) => {
    const component = cms.strapi.components[uid as UID.Component];
    expect(component).toBeDefined();
    expect(Object.keys(component.attributes)).toEqual(expect.arrayContaining(fields));
  });

  it('keeps editorial content behind draft-and-publish and domain data out of it', () => {
    const draftAndPublish = (uid: string) => cms.strapi.contentType(uid as UID.ContentType).options?.draftAndPublish === true;
    for (const uid of ['api::cms-block.cms-block', 'api::cms-page.cms-page', 'api::our-blog.our-blog', 'api::testimonial.testimonial']) {
      expect(draftAndPublish(uid)).toBe(true);
    }
    for (const uid of ['api::bike.bike', 'api::history.history', 'api::message.message', 'api::city.city']) {
      expect(draftAndPublish(uid)).toBe(false);
    }
  });

  it('never exposes transfer secrets or private profile fields through the generic sanitizer', () => {
    const bike = cms.strapi.contentType('api::bike.bike').attributes as Record<string, { private?: boolean }>;
    for (const field of ['auth_code', 'transfer_name', 'transfer_email', 'transfer_expires_at']) {
      expect(bike[field].private).toBe(true);
    }
    const user = cms.strapi.contentType('plugin::users-permissions.user').attributes as Record<string, { private?: boolean }>;
    for (const field of ['taxpayer_number', 'mobile_number', 'date_of_birth', 'password']) {
      expect(user[field].private).toBe(true);
    }
  });

  it('records history as append-only: no generic route reaches it', () => {
    const routes = cms.strapi.server.listRoutes().map((route) => route.path);
    expect(routes.some((path) => path.startsWith('/api/bikes/:id/history'))).toBe(true);
    expect(routes.filter((path) => path.includes('/api/histories'))).toEqual([]);
  });
});
