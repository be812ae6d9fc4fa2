import type { Core } from '@strapi/strapi';
import { brandAndModel, type SavedSearchFilters } from '@bicla/api-client/shared';
import { queueEmail } from '../../../email/send';
import { publicBikePath } from '../../../documents/public-url';
import { bikeWithOwner } from '../../bike/bike-with-owner';
import { closeSerials } from '../../bike/close-serials';
import { reportedMunicipality, reportsNaming } from '../../bike/stolen-place';
import { LATEST_AD_FIRST, liveAds } from '../../../database/ads';
import { idsLinkedTo } from '../../../database/linked-ids';
import { areaAlertEmail, favouriteEmail, possibleMatchEmail, searchDigestEmail, type BikeMention, type FavouriteChange } from '../emails';
import { unsubscribeLink } from '../signed-link';
import { ALERT, describeSearch } from './alert';

interface AlertsConfig {
  sweepIntervalMs: number;
  areaGapMs: number;
  searchDigestMs: number;
}

interface Person {
  id: number;
  email: string;
  name: string | null;
}

interface MentionedBike {
  id: number;
  slug: string;
  nickName: string;
  model: string | null;
  stolen: boolean;
  on_sale: boolean;
  brand: { name: string } | null;
  stolen_details?: { city: string } | null;
}

const BIKE = 'api::bike.bike';
const MATCH = 'api::possible-match.possible-match';
const MENTION_FIELDS = ['id', 'slug', 'nickName', 'model', 'stolen', 'on_sale'];
const MENTION_POPULATE = { brand: { select: ['name'] }, stolen_details: { select: ['city'] } };
const PERSON = { select: ['id', 'email', 'name'] };
/** What decides whether a bike made public or put up for sale is checked against the stolen ones. */
const MATCH_CHECKED = { by: 'id' as const, fields: ['approved', 'stolen', 'serial_normalized'], ownerFields: ['id'] };
/** Close serials looked at for a possible match: stolen ones are a few among them. */
const MAX_CLOSE = 50;
/** An email names at most this many bikes; the rest are a click away on the site. */
const MAX_LISTED = 20;

const mention = (bike: MentionedBike): BikeMention => ({
  title: brandAndModel(bike, bike.nickName),
  path: bike.on_sale && !bike.stolen ? `/classified/${encodeURIComponent(bike.slug)}` : publicBikePath(bike),
  place: bike.stolen_details?.city ?? null,
});

const greeting = (person: Person) => ({ email: person.email, name: person.name ?? '' });

/**
 * Who is told what, and when (src/api/alert). The events are called inside the transaction of the
 * change they tell about, so the email (an outbox row) is written with it or not at all; the
 * sweep sends what waited for its hour or its day. Claims are conditional updates, so two
 * processes never send the same alert twice.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const alerts = () => strapi.db.query(ALERT);
  const bikes = () => strapi.db.query(BIKE);
  const config = () => strapi.config.get('alerts') as AlertsConfig;

  /** Thefts since each followed municipality was last told, for one person, in one grouped email. */
  async function sendAreaAlert(userId: number, now: Date) {
    const rows: {
      id: number;
      documentId: string;
      last_sent_at: string | null;
      checked_until: string;
      city: { name: string; region: string } | null;
      user: Person | null;
    }[] = await alerts().findMany({
      where: { id: { $in: await idsLinkedTo(strapi, ALERT, 'user', userId) }, kind: 'area' },
      select: ['id', 'documentId', 'last_sent_at', 'checked_until'],
      populate: { city: { select: ['name', 'region'] }, user: PERSON },
      });
    const since = now.getTime() - config().areaGapMs;
    const person = rows[0]?.user;
    if (!person?.email || rows.some((row) => row.last_sent_at && new Date(row.last_sent_at).getTime() > since)) return;
    const followed = rows.flatMap((row) => (row.city ? [{ ...row, city: row.city }] : []));
    if (!followed.length) return;
    const naming = await reportsNaming(strapi, followed.map((row) => row.city));
    const reported: MentionedBike[] = await bikes().findMany({
      where: {
        approved: true,
        stolen: true,
        user: { id: { $ne: userId } },
        $or: followed.map((row, index) => ({ stolen_reported_at: { $gt: row.checked_until, $lte: now }, stolen_details: naming[index] })),
      },
      select: MENTION_FIELDS,
      populate: MENTION_POPULATE,
      orderBy: [{ stolen_reported_at: 'desc' }, { id: 'desc' }],
      limit: MAX_LISTED,
    });
    if (!reported.length) return;
    const claimed = await alerts().updateMany({
      where: { id: { $in: rows.map((row) => row.id) }, $or: [{ last_sent_at: { $null: true } }, { last_sent_at: { $lte: new Date(since) } }] },
      data: { last_sent_at: now, checked_until: now },
    });
    if (!claimed.count) return;
    await queueEmail(
      strapi,
      areaAlertEmail(
        greeting(person),
        reported.map(mention),
        followed.map((row) => ({ city: row.city.name, link: unsubscribeLink(strapi, row.documentId) })),
      ),
    );
  }

  async function tellFavourites(bikeId: number, change: FavouriteChange) {
    const rows: { documentId: string; user: Person | null; bike: MentionedBike | null }[] = await alerts().findMany({
      where: { kind: 'favourite', bike: { id: bikeId } },
      select: ['documentId'],
      populate: { user: PERSON, bike: { select: MENTION_FIELDS, populate: MENTION_POPULATE } },
    });
    for (const row of rows) {
      if (!row.user?.email || !row.bike) continue;
      await queueEmail(strapi, favouriteEmail(greeting(row.user), mention(row.bike), change, unsubscribeLink(strapi, row.documentId)));
    }
  }

  /** Saved searches whose day has come: the ads published since they were last checked. */
  async function sendSearchDigests(now: Date) {
    const due: { id: number; documentId: string; filters: SavedSearchFilters; checked_until: string; last_sent_at: string | null; user: Person | null }[] =
      await alerts().findMany({
        where: {
          kind: 'search',
          $or: [{ last_sent_at: { $null: true } }, { last_sent_at: { $lte: new Date(now.getTime() - config().searchDigestMs) } }],
        },
        select: ['id', 'documentId', 'filters', 'checked_until', 'last_sent_at'],
        populate: { user: PERSON },
      });
    for (const search of due) {
      await strapi.db.transaction(async ({ trx }) => {
        const claimed = await alerts().updateMany({
          where: { id: search.id, last_sent_at: search.last_sent_at === null ? { $null: true } : search.last_sent_at },
          data: { last_sent_at: now, checked_until: now },
        });
        if (!claimed.count || !search.user?.email) return;
        // The classifieds page's own filters, on the ads listed since the last check, but the searcher's.
        const listed: { bike_id: number }[] = await liveAds(trx, search.filters)
          .where('classified_date', '>', new Date(search.checked_until))
          .andWhere('classified_date', '<=', now)
          .andWhereNot('owner_id', search.user.id)
          .select('bike_id')
          .orderBy([...LATEST_AD_FIRST])
          .limit(MAX_LISTED);
        if (!listed.length) return;
        const ads: MentionedBike[] = await bikes().findMany({
          where: { id: { $in: listed.map((ad) => Number(ad.bike_id)) } },
          select: MENTION_FIELDS,
          populate: MENTION_POPULATE,
          orderBy: [{ classified_date: 'desc' }, { id: 'desc' }],
        });
        const category = search.filters.category
          ? await strapi.db.query('api::category.category').findOne({ where: { documentId: search.filters.category }, select: ['name'] })
          : null;
        await queueEmail(
          strapi,
          searchDigestEmail(greeting(search.user), describeSearch(search.filters, category?.name ?? null), ads.map(mention), unsubscribeLink(strapi, search.documentId)),
        );
      });
    }
  }

  /** Municipalities with a theft reported in the last day: the only ones a waiting alert can be about. */
  async function recentTheftCities(now: Date): Promise<string[]> {
    const rows: { stolen_details: { city: string } | null }[] = await bikes().findMany({
      where: { approved: true, stolen: true, stolen_reported_at: { $gt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } },
      select: ['id'],
      populate: { stolen_details: { select: ['city'] } },
    });
    return [...new Set(rows.map((row) => row.stolen_details?.city).filter((city): city is string => Boolean(city)))];
  }

  return {
    /**
     * A theft report: the owner is watched for close serials from now on, the people who follow
     * the municipality are told (at once, unless they had an email within the hour), and those who
     * kept the ad in their favourites learn it was stolen.
     */
    async stolenReported(bike: { id: number }, owner: { id: number }, now = new Date()) {
      if (!(await alerts().count({ where: { unique_key: `match:${bike.id}` } }))) {
        await alerts().create({ data: { kind: 'match', bike: bike.id, user: owner.id, unique_key: `match:${bike.id}`, checked_until: now } });
      }
      const row: { stolen_details: { city: string | null; postal: string | null } | null } | null = await bikes().findOne({
        where: { id: bike.id },
        select: ['id'],
        populate: { stolen_details: { select: ['city', 'postal'] } },
      });
      const details = row?.stolen_details;
      const city = details?.city ? await reportedMunicipality(strapi, { city: details.city, postal: details.postal }) : null;
      if (city) {
        const followers: { user: { id: number } | null }[] = await alerts().findMany({
          where: { id: { $in: await idsLinkedTo(strapi, ALERT, 'city', city.id) }, kind: 'area', user: { id: { $ne: owner.id } } },
          select: ['id'],
          populate: { user: { select: ['id'] } },
        });
        const people = new Set(followers.map((follower) => follower.user?.id).filter((id): id is number => id !== undefined));
        for (const person of people) await sendAreaAlert(person, now);
      }
      await tellFavourites(bike.id, 'stolen');
    },

    /** The owner has the bike back: nothing is watched for it any more. */
    async recovered(bike: { id: number }) {
      await alerts().deleteMany({ where: { kind: 'match', bike: { id: bike.id } } });
    },

    /** An ad ended: sold (transferred) or withdrawn. */
    async adEnded(bike: { id: number }, change: Exclude<FavouriteChange, 'stolen'>) {
      await tellFavourites(bike.id, change);
    },

    /**
     * A bike became public (approved) or went on sale: a stolen bike with the same serial or one
     * within two edits (src/api/bike/close-serials.ts) is a possible match. Editors get a row to check; the stolen bike's owner is emailed,
     * once per pair, with the public page of the bike, never who registered it.
     */
    async checkPossibleMatch(bike: { id: number }) {
      const found = await bikeWithOwner<{ approved: boolean; stolen: boolean; serial_normalized: string | null }, { id: number }>(strapi, MATCH_CHECKED, bike.id);
      const key = found?.bike.serial_normalized;
      if (!found?.bike.approved || found.bike.stolen || !key) return;
      const close = await closeSerials(strapi, key, { approvedOnly: true, excludeId: bike.id, withExact: true, limit: MAX_CLOSE });
      const distanceOf = new Map(close.map((candidate) => [candidate.id, candidate.distance]));
      const stolen: { id: number; nickName: string; model: string | null; brand: { name: string } | null }[] = close.length
        ? await bikes().findMany({
            // A person's own bikes are no news to them.
            where: { id: { $in: [...distanceOf.keys()] }, stolen: true, ...(found.owner ? { user: { id: { $ne: found.owner.id } } } : {}) },
            select: ['id', 'nickName', 'model'],
            populate: { brand: { select: ['name'] } },
          })
        : [];
      if (stolen.length === 0) return;
      // What the emails show of the bike that matched, read only when there is one to send.
      const matched: MentionedBike = await bikes().findOne({ where: { id: bike.id }, select: MENTION_FIELDS, populate: MENTION_POPULATE });
      for (const match of stolen) {
        if (await strapi.db.query(MATCH).count({ where: { stolen_bike: { id: match.id }, matched_bike: { id: bike.id } } })) continue;
        const distance = distanceOf.get(match.id)!;
        const exact = distance === 0;
        await strapi.db.query(MATCH).create({ data: { stolen_bike: match.id, matched_bike: bike.id, distance, checked: false } });
        const watchers: { documentId: string; user: Person | null }[] = await alerts().findMany({
          where: { kind: 'match', bike: { id: match.id } },
          select: ['documentId'],
          populate: { user: PERSON },
        });
        for (const watcher of watchers) {
          if (!watcher.user?.email) continue;
          await queueEmail(
            strapi,
            possibleMatchEmail(greeting(watcher.user), brandAndModel(match, match.nickName), mention(matched), exact, unsubscribeLink(strapi, watcher.documentId)),
          );
        }
      }
    },

    /** What waited: grouped theft alerts whose hour has passed, and saved searches whose day has come. */
    async sweep(now = new Date()) {
      const recent: { user: { id: number } | null }[] = await alerts().findMany({
        where: {
          kind: 'area',
          city: { name: { $in: await recentTheftCities(now) } },
          $or: [{ last_sent_at: { $null: true } }, { last_sent_at: { $lte: new Date(now.getTime() - config().areaGapMs) } }],
        },
        select: ['id'],
        populate: { user: { select: ['id'] } },
      });
      const people = new Set(recent.map((row) => row.user?.id).filter((id): id is number => id !== undefined));
      for (const person of people) await strapi.db.transaction(() => sendAreaAlert(person, now));
      await sendSearchDigests(now);
    },
  };
};
