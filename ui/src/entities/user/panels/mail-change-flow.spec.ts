import { initialMailChange, isCodeRefusal, mailChangeError, mailChangeReducer, type MailChangeState } from './mail-change-flow.ts';

const key = (state: MailChangeState, current = 'old@x.ch') => mailChangeError(state, current)?.key ?? null;

describe('mail change flow', () => {
  it('asks for a valid new address that differs from the current one', () => {
    expect(key(initialMailChange)).toBe('errorInfo.required');
    expect(key({ step: 'request', newMail: 'nope' })).toBe('errorInfo.invalidMail');
    expect(key({ step: 'request', newMail: 'OLD@x.ch' })).toBe('personalSettings.sameMail');
    expect(key({ step: 'request', newMail: 'new@x.ch' })).toBeNull();
  });

  it('goes to the code step once the code is sent and wants six digits', () => {
    let state = mailChangeReducer({ step: 'request', newMail: ' new@x.ch ' }, { type: 'codeSent' });
    expect(state).toEqual({ step: 'confirm', newMail: 'new@x.ch', code: '' });
    state = mailChangeReducer(state, { type: 'codeEdited', value: '12a' });
    expect(key(state)).toBe('personalSettings.codeFormat');
    state = mailChangeReducer(state, { type: 'codeEdited', value: ' 123456 ' });
    expect(key(state)).toBeNull();
    expect(mailChangeReducer(state, { type: 'confirmed' })).toEqual({ step: 'done', newMail: 'new@x.ch' });
  });

  it('clears a refused code and starts over keeping the typed address', () => {
    const confirm: MailChangeState = { step: 'confirm', newMail: 'new@x.ch', code: '999999' };
    expect(mailChangeReducer(confirm, { type: 'codeRefused' })).toEqual({ ...confirm, code: '' });
    expect(mailChangeReducer(confirm, { type: 'restart' })).toEqual({ step: 'request', newMail: 'new@x.ch' });
    expect(mailChangeReducer(initialMailChange, { type: 'confirmed' })).toBe(initialMailChange);
  });

  it('knows the refusals of the code', () => {
    expect(isCodeRefusal('VERIFICATION_WRONG')).toBe(true);
    expect(isCodeRefusal('VERIFICATION_EXPIRED')).toBe(true);
    expect(isCodeRefusal('ALREADY_REGISTERED')).toBe(false);
  });
});
