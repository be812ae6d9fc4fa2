export interface SeedLink { icon: string; url: string }
export interface SeedContentItem { title: string; sub_title?: string; description?: string }
export interface SeedSubContent { title: string; description?: string; icon?: string; urls?: SeedLink[] }
export interface SeedEntry {
  slug: string; name: string; title: string; sub_title?: string;
  description?: string;            // markdown allowed
  icon?: string;                   // a @mui/icons-material icon name, e.g. 'LockOutlined'
  price?: number;
  content?: SeedContentItem[];
  sub_content?: SeedSubContent[];
}
export interface SeedBrand { name: string; slug: string }
export interface SeedCountry { name: string; code: string }  // ISO 3166-1 alpha-2
export interface SeedBlogPost { slug: string; title: string; description: string; date: string; category: string } // date 'YYYY-MM-DD', category = a blog category slug, description = markdown body (3-6 paragraphs)
export interface SeedBlogCategory { name: string; slug: string }
export interface SeedTestimonial { title: string; date: string; description: string } // title = person's first name + town, e.g. 'Marta, Braga'
