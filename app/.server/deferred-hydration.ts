/**
 * Hydration after the first paint. React Router's document asks for every script module at once
 * (`modulepreload` links and a module script that imports the page's routes and the client entry),
 * so on a slow phone the scripts compete with the stylesheet and the first image for the network,
 * and their evaluation with the first layout for the processor. Every page is complete as the
 * server rendered it, so nothing needs the scripts before the visitor sees it.
 *
 * This moves the module script, unchanged, into an inert `<template>` and adds a small script that
 * puts it into the document once the page has painted its first content and the frame after `load`
 * has been drawn, or at once when the visitor starts to interact (a pointer, a key, a focus), so a
 * quick hand is never slower than before. Links and forms work before that as plain HTML.
 *
 * The preload links are dropped: inserted late, each costs the main thread more than the round
 * trip it saves (twenty of them held it for up to 45 ms on a phone-class CPU). The module script
 * finds the route modules through its imports; the client entry, the largest file and the last
 * one it would ask for, is preloaded in a task of its own as the script goes in.
 *
 * The strict Content-Security-Policy still applies: the moved module script is an inline script
 * whose hash the policy lists like any other; the modules are same-origin files.
 */

/** The element that holds React Router's boot script until it may run. */
const templateId = "hydration-scripts";

// Starts the held script once: after the first contentful paint (the paint observer also reports
// the earlier, blank "first-paint", which does not count; in a hidden tab nothing paints, so there
// it does not wait) and the frame that follows `load`, so images the load brought in have
// painted too; on the first interaction; or after 5 s whatever happens. Then preloads the entry.
const starter = `(function(){var s=0,l=0,p=0;function go(){if(s)return;s=1;var t=document.getElementById("${templateId}");if(!t)return;document.body.appendChild(t.content.cloneNode(true));var u=t.getAttribute("data-entry");if(u)setTimeout(function(){var k=document.createElement("link");k.rel="modulepreload";k.href=u;document.head.appendChild(k)})}function check(){if(l&&(p||document.visibilityState==="hidden"))go()}["pointerdown","keydown","focusin","touchstart"].forEach(function(e){addEventListener(e,go,{once:true,capture:true,passive:true})});function loaded(){requestAnimationFrame(function(){setTimeout(function(){l=1;check()})})}if(document.readyState==="complete")loaded();else addEventListener("load",loaded);try{new PerformanceObserver(function(r){r.getEntries().forEach(function(e){if(e.name==="first-contentful-paint")p=1});check()}).observe({type:"paint",buffered:true})}catch(e){p=1}setTimeout(go,5000);check()})()`;

const preloadLink = /<link rel="modulepreload" href="[^"]+"\/>/g;
const moduleScript = /<script type="module" async="">[\s\S]*?<\/script>/;
// The boot script's last statement loads the client entry.
const entryImport = /import\("(\/assets\/[^"]+\.js)"\);?\s*<\/script>$/;

/** The document with its script modules held back until after the first paint. */
export function deferHydration(html: string): string {
  const script = html.match(moduleScript)?.[0];
  // A document without React Router's scripts (none today) is left as it is.
  if (!script) return html;
  const entry = script.match(entryImport)?.[1];
  const entryAttribute = entry ? ` data-entry="${entry}"` : "";
  return html
    .replace(preloadLink, "")
    .replace(
      script,
      () =>
        `<template id="${templateId}"${entryAttribute}>${script}</template><script>${starter}</script>`,
    );
}
