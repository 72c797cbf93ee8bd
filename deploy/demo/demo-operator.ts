import type { OperatorProfile } from '@portal/events';

/**
 * The demo's platform operator: what localhost (a host of no partner) shows. A real operator
 * sets its own with the ChangeOperatorProfile command; the demo seeds this one once.
 */
export const demoOperator: OperatorProfile = {
  name: 'Energieportal Plattformbetrieb AG',
  color: '#3F56D1',
  colorPalette: 'cold',
  contact: {
    name: 'Plattformbetrieb Energieportal',
    street: 'Seestrasse',
    streetNr: '8',
    zipCode: '8002',
    place: 'Zürich',
    phone: '+41 44 500 20 00',
    mail: 'betrieb@energieportal.example',
    website: 'https://www.energieportal.example',
    opentopublic: true,
  },
};
