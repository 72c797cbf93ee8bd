// The tenant's reads the first screen waits for, started while the app's scripts are still on
// their way (the app would ask for them only after it has loaded and routed, a whole round of
// downloads later). A classic script of the app's origin, since the Content-Security-Policy
// allows no inline script; src/lib/early-requests.ts hands each answer to the app's first GET
// of the same URL. The URLs are the app's own (lib/tenant.ts, entities/session/session-api.ts).
/* global window */
(function () {
  var host = encodeURIComponent(window.location.hostname);
  var started = new Map();
  var get = function (url) {
    var answer = window.fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
    started.set(url, answer);
    return answer;
  };
  window.__portalEarlyRequests = started;
  get('/api/getUserInfo');
  get('/api/getContact/' + host);
  // The logo needs the partner's id, which the design names.
  get('/api/getConfigDB/' + host)
    .then(function (response) { return response.ok ? response.clone().json() : null; })
    .then(function (body) {
      var id = body && body.data && body.data.salesPartnerId;
      if (id) get('/api/getLogo/' + encodeURIComponent(id));
    })
    .catch(function () { /* the app asks again itself */ });
})();
