/**
 * Entity types as the CMS returns them (Strapi 5: documentId on every document,
 * relations populated only where a projection asks for them).
 */

export interface Document {
  id: number;
  documentId: string;
  createdAt: string;
  updatedAt: string;
}

export interface MediaFormat {
  url: string;
  width: number;
  height: number;
  mime: string;
}

export interface Media {
  id: number;
  documentId: string;
  url: string;
  name: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  mime: string;
  formats: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', MediaFormat>> | null;
}

export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface ListResponse<T> {
  data: T[];
  meta: { pagination?: Pagination };
}

export interface ItemResponse<T> {
  data: T;
  meta: Record<string, unknown>;
}

/* Lookups */
export interface Category extends Document { name: string }
export interface Year extends Document { year: number }
export interface Brand extends Document { name: string; slug: string; image?: Media | null }
export interface Color extends Document { name: string }
export interface WheelSize extends Document { size: string }
export interface Material extends Document { name: string }
export interface SuspensionType extends Document { type: string }
export interface LockingDescription extends Document { title: string; position: number }
export interface LockDefeatDescription extends Document { title: string; position: number }
export interface Country extends Document { name: string; code: string }
export interface City extends Document {
  name: string;
  slug: string;
  district: string;
  region: string;
  /** The municipality's seat (GeoNames); null only before the CMS has placed it. */
  latitude: number | null;
  longitude: number | null;
}

/* Content */
export interface ContentLink { id: number; icon: string | null; url: string }
export interface ContentItem {
  id: number;
  title: string | null;
  sub_title: string | null;
  description: string | null;
  image?: Media | null;
}
export interface SubContent {
  id: number;
  title: string | null;
  description: string | null;
  icon: string | null;
  image?: Media | null;
  urls?: ContentLink[];
}
export interface CmsEntry extends Document {
  slug: string;
  name: string;
  title: string | null;
  sub_title: string | null;
  description: string | null;
  icon: string | null;
  price: number | null;
  image?: Media | null;
  content?: ContentItem[];
  sub_content?: SubContent[];
}
export type CmsBlock = CmsEntry;
export type CmsPage = CmsEntry;

export interface BlogCategory extends Document { name: string; slug: string }
export interface BlogPost extends Document {
  slug: string;
  title: string;
  description: string;
  date: string;
  blog_category?: BlogCategory | null;
  image?: Media[];
}
export interface Testimonial extends Document {
  title: string;
  date: string;
  description: string;
  image?: Media[];
}

/* Users */
export type Genre = 'Masculino' | 'Feminino' | 'Outro';
export interface Coordinates { latitude: number; longitude: number }
export interface User {
  id: number;
  documentId: string;
  username: string;
  email: string;
  name: string;
  city: string | null;
  country: string | null;
  taxpayer_number: string | null;
  mobile_number: string | null;
  genre: Genre | null;
  date_of_birth: string | null;
  address_coordinates: Coordinates | null;
  confirmed: boolean;
  createdAt: string;
}

/* Bikes */
export interface StolenDetails {
  stolen_date: string;
  phone_number: string | null;
  secondary_number: string | null;
  show_phone_to_users: boolean;
  show_phone_to_shops: boolean;
  show_phone_to_police: boolean;
  address: string | null;
  city: string;
  postal: string;
  country: string | null;
  estimated_value: number;
  lock_description: string;
  defeat_subscription: string | null;
  police_department: string | null;
  police_report: string | null;
  incident_description: string;
}

export interface Bike extends Document {
  slug: string;
  nickName: string;
  model: string | null;
  serial_number: string;
  serial_normalized: string;
  registry_number: string;
  other_information: string | null;
  /** Approved by an editor (docs/decisions/d5-approval.md); pending until then. */
  approved: boolean;
  stolen: boolean;
  on_sale: boolean;
  price: number | null;
  remarks: string | null;
  classified_date: string | null;
  complementary_description: string | null;
  latitude: number | null;
  longitude: number | null;
  category?: Category | null;
  year?: Year | null;
  brand?: Brand | null;
  color?: Color | null;
  secondary_colors?: Color[];
  wheel_size?: WheelSize | null;
  materials?: Material[];
  suspension_types?: SuspensionType[];
  bike_photo?: Media | null;
  serial_number_photo?: Media | null;
  invoice_photo?: Media | null;
  for_classified?: Media[];
  for_stolen?: Media[];
  stolen_details?: StolenDetails | null;
}

export type HistoryType = 'bike' | 'sale' | 'stolen' | 'recover' | 'transfer';
export interface HistoryInformation {
  text: string;
  price?: number;
  city?: string;
  transfer_name?: string;
  recovery_message?: string;
  /** A recovery's answers: 'Conseguimos ajudar?' and 'Pode partilhar como aconteceu?'. */
  we_helped?: boolean;
  can_share?: boolean;
}
export interface History extends Document {
  type: HistoryType;
  information: HistoryInformation;
}

export interface Message extends Document {
  message: string;
  read: boolean;
}
