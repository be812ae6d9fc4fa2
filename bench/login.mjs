/** Signs the scenario's user in through the product's own login, for a real token. */
export async function logIn(base, { identifier, password }) {
  const response = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()).jwt;
}
