import { describe, expect, it } from 'vitest';
import {
  ERROR_TOASTS,
  SUCCESS_TOASTS,
  VALIDATION_MESSAGES,
  fileTypeMessage,
  maxLengthMessage,
  usageLimitMessage,
} from './messages.ts';

// Copied from spec sections 5 and 8 by hand, so a typo in messages.ts fails here.
const SPEC_FIELD_MESSAGES = [
  'Invalid email address',
  'Please enter a valid email address',
  'Password must be at least 8 characters',
  'Password must not exceed 64 characters',
  'Password must contain at least one capital letter',
  'Password must contain at least one number',
  'Password is required',
  'OTP must be exactly 6 digits',
  'Verification code must be 6 digits',
  'Verification code must contain only numbers',
  'First name must be at least 2 characters',
  'Last name must be at least 2 characters',
  'Phone number must be at least 10 digits',
  'Please enter a valid phone number',
  'Company name is required',
  'Industry is required',
  'Company size is required',
  'Company location is required',
  'Invalid website URL',
  'Company description must be at least 100 characters',
  'First name is required',
  'Last name is required',
  'Valid email is required',
  'Location is required',
  'Bio must be at least 50 characters',
  'Salary expectation required',
  'Description must be at least 20 characters',
  'Job title is required',
  'Job description must be at least 100 characters',
  'Minimum salary must be positive',
  'Maximum salary must be positive',
  'At least one skill is required',
  'Please fill in all required fields.',
  'Please fill in all required fields and upload your ID document.',
  'Please select a file smaller than 5MB.',
  'Please provide your company email and company name.',
  'Please fill in all required reference fields.',
  'Please select a file smaller than 10MB.',
];

const SPEC_ERROR_TOASTS: [string, string | undefined][] = [
  ['Error', 'Failed to send OTP'],
  ['Failed to send code', 'Please try again'],
  ['Verification failed', 'Please check your code and try again'],
  ['Registration failed', undefined],
  ['Registration failed', 'Please try again'],
  ['Login failed', undefined],
  ['Sign in failed', 'Please check your credentials'],
  ['Failed to Send Link', 'Please try again or use a different method'],
  ['Failed to Send Code', 'Please try again or use a different method'],
  ['Invalid Code', 'Please check your code and try again'],
  ['Sign In Failed', undefined],
  ['Registration Failed', undefined],
  ['Pattern Too Short', 'Please create a pattern with at least 4 points'],
  ['Pattern Length Mismatch', 'Please match the exact pattern length'],
  ["Patterns Don't Match", 'Please try again with the same pattern'],
  ['Missing Information', 'Please provide email and create a pattern'],
  ['Missing Information', 'Please provide email and recreate your pattern'],
  ['Registration Failed', 'Something went wrong'],
  ['Login Failed', 'Invalid email or pattern'],
  ['Network Error', 'Please check your connection and try again'],
  ['Failed to save profile', undefined],
  ['Error', 'Failed to post job'],
  ['Application Error', 'Failed to submit application'],
  ['Error', 'Failed to update application'],
  ['Error', 'Failed to schedule interview. Please try again.'],
  ['Missing Information', 'Please fill in all required fields.'],
  ['Authentication Required', 'Please sign in to subscribe to a plan.'],
  ['Payment Failed', undefined],
  ['Subscription Failed', 'Failed to create subscription'],
  ['Invalid Plan', 'Please select a valid subscription plan.'],
  ['Error', 'Failed to initialize payment. Please try again.'],
  ['Error', 'Failed to submit ID verification. Please try again.'],
  ['Error', 'Failed to send verification email. Please try again.'],
  ['Error', 'Failed to submit reference verification. Please try again.'],
  ['Missing Information', 'Please fill in all required fields and upload your ID document.'],
  ['File Too Large', 'Please select a file smaller than 5MB.'],
  ['Upload Failed', 'Failed to upload file. Please try again.'],
  ['File Too Large', 'Please select a file smaller than 10MB.'],
];

const SPEC_SUCCESS_TITLES = [
  'OTP Sent!',
  'Success!',
  'Welcome back!',
  'Code sent!',
  'Verification successful!',
  'Account created!',
  'Magic Link Sent!',
  'Verification Code Sent!',
  'Email Verified!',
  'Registration Successful!',
  'Login Successful!',
  'Company profile saved successfully',
  'Profile Updated!',
  'Experience Added!',
  'Job posted successfully',
  'Application Submitted',
  'Application Updated',
  'Interview Scheduled',
  'Interview Updated',
  'Subscription Cancelled',
  'Welcome to Employer Premium!',
  'Payment Successful',
  'File Uploaded',
  'File Deleted',
];

describe('messages', () => {
  it.each(SPEC_FIELD_MESSAGES)('holds the spec message %j', (message) => {
    expect(Object.values(VALIDATION_MESSAGES)).toContain(message);
  });
  it.each(SPEC_ERROR_TOASTS)('holds the error toast %j / %j', (title, description) => {
    const toasts = Object.values(ERROR_TOASTS).map((toast) => ({
      title: toast.title,
      description: 'description' in toast ? toast.description : undefined,
    }));
    expect(toasts).toContainEqual({ title, description });
  });
  it.each(SPEC_SUCCESS_TITLES)('holds the success toast %j', (title) => {
    expect(Object.values(SUCCESS_TOASTS).map((toast) => toast.title)).toContain(title);
  });
  it('the two OTP-sent words of the landing dialog', () => {
    expect(SUCCESS_TOASTS.otpSent).toEqual({
      title: 'OTP Sent!',
      description: 'Check your email for the verification code',
    });
    expect(SUCCESS_TOASTS.accountCreated).toEqual({ title: 'Success!', description: 'Account created successfully!' });
  });
  it('builds our own messages', () => {
    expect(maxLengthMessage('Title', 200)).toBe('Title must be at most 200 characters');
    expect(fileTypeMessage(['.pdf'])).toBe('Please select a .pdf file.');
    expect(fileTypeMessage(['.pdf', '.doc'])).toBe('Please select a .pdf or .doc file.');
    expect(usageLimitMessage('applications', 20, 'today', 'Candidate Premium')).toBe(
      'You have reached the free limit of 20 applications today. Upgrade to Candidate Premium for unlimited applications.',
    );
  });
});
