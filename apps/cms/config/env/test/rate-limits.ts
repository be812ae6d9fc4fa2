import baseRateLimits from '../../rate-limits';

// Tests send many requests from one address; the rate-limit tests switch this back on.
export default (ctx) => ({ ...baseRateLimits(ctx), enabled: false });
