// Node module hooks for scripts that run outside the web build (tsx has no lingui compiler): `@lingui/core/macro` resolves
// to a stand-in whose `msg` keeps the English source text, so a script can print the web app's own English messages.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@lingui/core/macro') return { url: new URL('./lingui-macro-outside-compilation.mjs', import.meta.url).href, shortCircuit: true };
  return nextResolve(specifier, context);
}
