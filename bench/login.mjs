/**
 * Signs the scenario's user in through the product's own login, for a real token; `address` is
 * the client address the proxy would report (bench/cms.mjs trusts it), whose login limit it counts in.
 */
export async function logIn(base, { identifier, password }, address) {
  const response = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address && { 'x-forwarded-for': address }) },
    body: JSON.stringify({ identifier, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()).jwt;
}

/** Each of the scenarios' accounts (bench/dataset.mjs, `fixture.accounts`) signed in: its token by name. */
export const logInAccounts = async (base, accounts) =>
  Object.fromEntries(await Promise.all(Object.entries(accounts).map(async ([name, account]) => [name, await logIn(base, account)])));

/** The mixed scenario's writers (bench/dataset.mjs), each signed in from its own address. */
export const logInWriters = (base, accounts) =>
  Promise.all(accounts.map(async (account) => ({ ...account, token: await logIn(base, account, account.address) })));
