import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { actionErrorMessage, isSessionExpired, isStaleRowError } from './admin-errors';

const apiError = (status: number, serverMessage?: string) => new ApiError({ status, statusText: 'status text', serverMessage });

describe('isSessionExpired', () => {
  it('is a 401 from the API and nothing else', () => {
    expect(isSessionExpired(apiError(401))).toBe(true);
    expect(isSessionExpired(apiError(403))).toBe(false);
    expect(isSessionExpired(new Error('401: Unauthorized'))).toBe(false);
    expect(isSessionExpired(undefined)).toBe(false);
  });
});

describe('actionErrorMessage', () => {
  it("shows the server's own words for what it refused", () => {
    expect(actionErrorMessage(apiError(409, 'This account is already blocked.'))).toBe('This account is already blocked.');
    expect(actionErrorMessage(apiError(404, 'User not found.'))).toBe('User not found.');
    expect(actionErrorMessage(apiError(400, 'Please give a reason.'))).toBe('Please give a reason.');
  });

  it('shows the status message for a server failure, an ended session, or an answer without words', () => {
    expect(actionErrorMessage(apiError(500, 'stack trace'))).toBe('Server error. Please try again in a moment.');
    expect(actionErrorMessage(apiError(401, 'Unauthorized'))).toBe('Authentication required. Please sign in and try again.');
    expect(actionErrorMessage(apiError(404))).toBe('Resource not found. Please try again.');
  });

  it('shows a network failure as it is', () => {
    expect(actionErrorMessage(new NetworkError('Connection failed.'))).toBe('Connection failed.');
  });
});

describe('isStaleRowError', () => {
  it('is a 409 or a 404: the row on screen was out of date', () => {
    expect(isStaleRowError(apiError(409, 'This account is already blocked.'))).toBe(true);
    expect(isStaleRowError(apiError(404, 'User not found.'))).toBe(true);
    expect(isStaleRowError(apiError(400))).toBe(false);
    expect(isStaleRowError(apiError(500))).toBe(false);
    expect(isStaleRowError(new Error('409'))).toBe(false);
  });
});
