import { api } from '@/lib/api.ts';
import type { registrationBody } from './registration-flow.ts';

/** GET /api/registration/captcha: 4 characters as an SVG image, valid 10 minutes. */
export interface CaptchaImage {
  captchaId: string;
  svg: string;
}

export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCaptcha: build.query<CaptchaImage, number>({
      // The argument only makes a new image: each reload asks with the next number.
      query: () => '/api/registration/captcha',
      keepUnusedDataFor: 0,
    }),
    register: build.mutation<{ code: 'REGISTRATION_SUCCESSFULL' }, { customerType: 'FI' | 'PR'; body: ReturnType<typeof registrationBody> }>({
      query: ({ customerType, body }) => ({ url: `/api/registration/${customerType}`, method: 'POST', body }),
    }),
  }),
});

export const { useGetCaptchaQuery, useRegisterMutation } = registrationApi;
