import { createRequire } from 'node:module';

const fromPackage = (parent: NodeRequire, id: string) => createRequire(parent.resolve(id));

/** A package as Strapi's database layer loads it (its knex, its better-sqlite3), not a copy of the tests' own. */
export const fromStrapiDatabase = fromPackage(fromPackage(fromPackage(require, '@strapi/strapi'), '@strapi/core'), '@strapi/database');
