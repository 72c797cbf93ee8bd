import { type IconName, Icons, IconSize } from '@blueprintjs/icons';
import dashboard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard.js';
import dashboard20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/dashboard.js';
import briefcase16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/briefcase.js';
import briefcase20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/briefcase.js';
import shoppingCart16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/shopping-cart.js';
import shoppingCart20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/shopping-cart.js';
import tree16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tree.js';
import tree20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/tree.js';
import office16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/office.js';
import office20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/office.js';
import people16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/people.js';
import people20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/people.js';
import mapMarker16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/map-marker.js';
import mapMarker20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/map-marker.js';
import timelineLineChart16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-line-chart.js';
import timelineLineChart20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/timeline-line-chart.js';
import cog16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cog.js';
import cog20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/cog.js';
import tickCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js';
import tickCircle20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle.js';
import settings16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/settings.js';
import settings20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/settings.js';
import person16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/person.js';
import person20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/person.js';
import menu16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js';
import menu20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/menu.js';
import menuClosed16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu-closed.js';
import menuClosed20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/menu-closed.js';
import menuOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu-open.js';
import menuOpen20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/menu-open.js';
import user16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/user.js';
import user20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/user.js';
import logIn16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-in.js';
import logIn20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/log-in.js';
import logOut16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js';
import logOut20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/log-out.js';
import envelope16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js';
import envelope20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/envelope.js';
import phone16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/phone.js';
import phone20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/phone.js';
import globe16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/globe.js';
import globe20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/globe.js';
import document16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/document.js';
import document20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/document.js';
import translate16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/translate.js';
import translate20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/translate.js';
import infoSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js';
import infoSign20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/info-sign.js';
import error16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/error.js';
import error20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/error.js';
import warningSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js';
import warningSign20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign.js';
import tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js';
import tick20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/tick.js';
import home16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/home.js';
import home20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/home.js';
import lock16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js';
import lock20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/lock.js';
import offline16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/offline.js';
import offline20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/offline.js';
import history16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/history.js';
import history20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/history.js';

// Blueprint loads icon paths on demand; its default loader puts all ~1,000 icons into the bundle.
// The shell uses a handful, listed here: an icon not listed renders empty (and the type says so).
const paths = {
  'dashboard': [dashboard16, dashboard20],
  'briefcase': [briefcase16, briefcase20],
  'shopping-cart': [shoppingCart16, shoppingCart20],
  'tree': [tree16, tree20],
  'office': [office16, office20],
  'people': [people16, people20],
  'map-marker': [mapMarker16, mapMarker20],
  'timeline-line-chart': [timelineLineChart16, timelineLineChart20],
  'cog': [cog16, cog20],
  'tick-circle': [tickCircle16, tickCircle20],
  'settings': [settings16, settings20],
  'person': [person16, person20],
  'menu': [menu16, menu20],
  'menu-closed': [menuClosed16, menuClosed20],
  'menu-open': [menuOpen16, menuOpen20],
  'user': [user16, user20],
  'log-in': [logIn16, logIn20],
  'log-out': [logOut16, logOut20],
  'envelope': [envelope16, envelope20],
  'phone': [phone16, phone20],
  'globe': [globe16, globe20],
  'document': [document16, document20],
  'translate': [translate16, translate20],
  'info-sign': [infoSign16, infoSign20],
  'error': [error16, error20],
  'warning-sign': [warningSign16, warningSign20],
  'tick': [tick16, tick20],
  'home': [home16, home20],
  'lock': [lock16, lock20],
  'offline': [offline16, offline20],
  'history': [history16, history20],
} satisfies Partial<Record<IconName, [string[], string[]]>>;

export type PortalIcon = keyof typeof paths;

export function registerIcons(): void {
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const pair = (paths as Partial<Record<IconName, [string[], string[]]>>)[name];
      return (size < IconSize.LARGE ? pair?.[0] : pair?.[1]) ?? [];
    },
  });
  void Icons.load(Object.keys(paths) as PortalIcon[], IconSize.STANDARD);
  void Icons.load(Object.keys(paths) as PortalIcon[], IconSize.LARGE);
}
