/**
 * Every user-facing message of the forms and toasts: spec sections 5 and 8 word for word, plus our own where
 * the spec gives none (marked). Schemas emit these; screens show them; tests assert them. Nothing else here.
 */

/** Field messages the form and request schemas emit. */
export const VALIDATION_MESSAGES = {
  // Spec section 5, word for word. Two e-mail messages: the landing dialog and company form use the first,
  // /auth, the join flow and the pattern screen the second.
  emailInvalid: 'Invalid email address',
  emailInvalidPlease: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must not exceed 64 characters',
  passwordCapital: 'Password must contain at least one capital letter',
  passwordNumber: 'Password must contain at least one number',
  passwordRequired: 'Password is required',
  otpLength: 'OTP must be exactly 6 digits',
  codeLength: 'Verification code must be 6 digits',
  codeDigits: 'Verification code must contain only numbers',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  phoneMinDigits: 'Phone number must be at least 10 digits',
  phoneInvalid: 'Please enter a valid phone number',
  companyNameRequired: 'Company name is required',
  industryRequired: 'Industry is required',
  companySizeRequired: 'Company size is required',
  companyLocationRequired: 'Company location is required',
  websiteInvalid: 'Invalid website URL',
  companyDescriptionMin: 'Company description must be at least 100 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Valid email is required',
  locationRequired: 'Location is required',
  bioMin: 'Bio must be at least 50 characters',
  salaryExpectationRequired: 'Salary expectation required',
  workDescriptionMin: 'Description must be at least 20 characters',
  jobTitleRequired: 'Job title is required',
  jobDescriptionMin: 'Job description must be at least 100 characters',
  salaryMinPositive: 'Minimum salary must be positive',
  salaryMaxPositive: 'Maximum salary must be positive',
  skillsRequired: 'At least one skill is required',
  // Spec section 8 toast descriptions that a schema emits as the field message.
  patternTooShort: 'Please create a pattern with at least 4 points',
  patternLengthMismatch: 'Please match the exact pattern length',
  patternMismatch: 'Please try again with the same pattern',
  patternMissing: 'Please provide email and create a pattern',
  patternMissingRecreate: 'Please provide email and recreate your pattern',
  requiredFields: 'Please fill in all required fields.',
  idRequiredFields: 'Please fill in all required fields and upload your ID document.',
  idFileTooLarge: 'Please select a file smaller than 5MB.',
  companyEmailRequired: 'Please provide your company email and company name.',
  referenceRequired: 'Please fill in all required reference fields.',
  fileTooLarge: 'Please select a file smaller than 10MB.',
  invalidPlan: 'Please select a valid subscription plan.',
  // Ours: the spec gives no message for these rules.
  salaryRangeOrder: 'Maximum salary must be at least the minimum salary',
  salaryRangeInvalid: 'Salary range must run from a lower to a higher amount',
  userTypeRequired: 'Please choose an account type',
  identifierRequired: 'Provide either an email address or a phone number',
  patternPointInvalid: 'A pattern point must be one of the 16 cells',
  patternPointRepeated: 'Each point can be used only once',
  positionRequired: 'Position is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required unless you currently work here',
  endDateBeforeStart: 'End date must not be before the start date',
  monthInvalid: 'Please enter a month as YYYY-MM',
  institutionRequired: 'Institution name is required',
  degreeRequired: 'Degree is required',
  fieldOfStudyRequired: 'Field of study is required',
  certificationNameRequired: 'Certification name is required',
  issuerRequired: 'Issuing organization is required',
  issueDateRequired: 'Issue date is required',
  expiryBeforeIssue: 'Expiry date must not be before the issue date',
  urlInvalid: 'Please enter a valid URL',
  workAuthorizationRequired: 'Please select your work authorization',
  jobTypeRequired: 'Please select a job type',
  experienceInvalid: 'Required experience must be a whole number of years',
  dateTimeInvalid: 'Please enter a valid date and time',
  interviewInPast: 'Please choose a time in the future',
  interviewStatusInvalid: 'An interview can only be marked completed or cancelled',
  applicationStatusInvalid: 'Please choose a valid application status',
  // Ours: the board's bulk actions.
  bulkActionEmpty: 'Select at least one application.',
  bulkActionTooMany: (max: number) => `Select at most ${max} applications at a time.`,
  bulkActionRepeated: 'Each application can be selected only once.',
  rejectionReasonRequired: 'Choose a reason for the rejection.',
  messageBlank: 'Message cannot be empty',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  underMinimumAge: 'You must be at least 18 years old',
  idFileTypeInvalid: 'Please upload an image (JPG, PNG, WEBP, HEIC) or a PDF.',
  fileRequired: 'Please select a file',
  fileCategoryRequired: 'Please choose a file category',
  tooManySkills: 'You can add at most 50 skills',
  skillTooLong: 'A skill can be at most 80 characters',
  // Ours: the settings screen.
  currentPasswordRequired: 'Enter your current password',
  passwordConfirmMismatch: 'The new passwords do not match',
  passwordUnchanged: 'Choose a password different from your current one',
  deleteConfirmationRequired: "Enter your password or type DELETE to confirm",
  // The test-mode card form: Stripe's own words for the same mistakes, so test mode reads like the real form.
  cardNumberIncomplete: 'Your card number is incomplete.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardNumberIncorrect: 'Your card number is incorrect.',
  cardExpiryIncomplete: "Your card's expiration date is incomplete.",
  cardExpiryInvalid: "Your card's expiration date is invalid.",
  cardExpiryPast: "Your card's expiration date is in the past.",
  cardCvcIncomplete: "Your card's security code is incomplete.",
} as const;

/** The text of a toast: a title and, usually, a description. */
export interface ToastText {
  title: string;
  description?: string;
}

/**
 * Error toasts of spec section 8. Where the spec shows the server's message first, `description` is the
 * fallback to use when the server sent none.
 */
export const ERROR_TOASTS = {
  otpSendFailed: { title: 'Error', description: 'Failed to send OTP' },
  codeSendFailed: { title: 'Failed to send code', description: 'Please try again' },
  codeCheckFailed: { title: 'Verification failed', description: 'Please check your code and try again' },
  registrationFailed: { title: 'Registration failed' },
  joinRegistrationFailed: { title: 'Registration failed', description: 'Please try again' },
  loginFailed: { title: 'Login failed' },
  signInFailed: { title: 'Sign in failed', description: 'Please check your credentials' },
  linkSendFailed: { title: 'Failed to Send Link', description: 'Please try again or use a different method' },
  emailCodeSendFailed: { title: 'Failed to Send Code', description: 'Please try again or use a different method' },
  invalidCode: { title: 'Invalid Code', description: 'Please check your code and try again' },
  authSignInFailed: { title: 'Sign In Failed' },
  authRegistrationFailed: { title: 'Registration Failed' },
  // Ours: a magic link that is unknown, expired or already used (the server's message is shown when sent).
  magicLinkFailed: { title: 'Link Not Valid', description: 'This sign-in link has expired or was already used.' },
  patternTooShort: { title: 'Pattern Too Short', description: VALIDATION_MESSAGES.patternTooShort },
  patternLengthMismatch: { title: 'Pattern Length Mismatch', description: VALIDATION_MESSAGES.patternLengthMismatch },
  patternMismatch: { title: "Patterns Don't Match", description: VALIDATION_MESSAGES.patternMismatch },
  patternMissing: { title: 'Missing Information', description: VALIDATION_MESSAGES.patternMissing },
  patternMissingRecreate: { title: 'Missing Information', description: VALIDATION_MESSAGES.patternMissingRecreate },
  patternRegistrationFailed: { title: 'Registration Failed', description: 'Something went wrong' },
  patternLoginFailed: { title: 'Login Failed', description: 'Invalid email or pattern' },
  networkError: { title: 'Network Error', description: 'Please check your connection and try again' },
  companyProfileSaveFailed: { title: 'Failed to save profile' },
  jobPostFailed: { title: 'Error', description: 'Failed to post job' },
  applicationFailed: { title: 'Application Error', description: 'Failed to submit application' },
  // Ours: the spec names only the title.
  profileRequired: { title: 'Complete Your Profile', description: 'Create your candidate profile before applying.' },
  statusUpdateFailed: { title: 'Error', description: 'Failed to update application' },
  interviewScheduleFailed: { title: 'Error', description: 'Failed to schedule interview. Please try again.' },
  missingInformation: { title: 'Missing Information', description: VALIDATION_MESSAGES.requiredFields },
  authenticationRequired: { title: 'Authentication Required', description: 'Please sign in to subscribe to a plan.' },
  paymentFailed: { title: 'Payment Failed' },
  subscriptionFailed: { title: 'Subscription Failed', description: 'Failed to create subscription' },
  invalidPlan: { title: 'Invalid Plan', description: VALIDATION_MESSAGES.invalidPlan },
  paymentInitFailed: { title: 'Error', description: 'Failed to initialize payment. Please try again.' },
  idVerificationFailed: { title: 'Error', description: 'Failed to submit ID verification. Please try again.' },
  emailVerificationFailed: { title: 'Error', description: 'Failed to send verification email. Please try again.' },
  referenceFailed: { title: 'Error', description: 'Failed to submit reference verification. Please try again.' },
  idMissingInformation: { title: 'Missing Information', description: VALIDATION_MESSAGES.idRequiredFields },
  idFileTooLarge: { title: 'File Too Large', description: VALIDATION_MESSAGES.idFileTooLarge },
  companyEmailMissing: { title: 'Missing Information', description: VALIDATION_MESSAGES.companyEmailRequired },
  referenceMissing: { title: 'Missing Information', description: VALIDATION_MESSAGES.referenceRequired },
  uploadFailed: { title: 'Upload Failed', description: 'Failed to upload file. Please try again.' },
  fileTooLarge: { title: 'File Too Large', description: VALIDATION_MESSAGES.fileTooLarge },
  // Ours: deleting a file on the Manage tab failed (the server's message is shown when it sent one).
  fileDeleteFailed: { title: 'Delete Failed', description: 'The file was not deleted. Please try again.' },
  // Ours: a message or interview change could not be written on the device.
  messageSendFailed: { title: 'Error', description: 'Your message could not be saved. Please try again.' },
  interviewUpdateFailed: { title: 'Error', description: 'The interview could not be updated. Please try again.' },
  // Ours: closing or reopening a job could not be written on the device.
  jobUpdateFailed: { title: 'Error', description: 'The job could not be updated. Please try again.' },
  // Ours: the reference's answer could not be sent (the server's message is shown when it sent one).
  referenceAnswerFailed: { title: 'Error', description: 'Your answer was not sent. Please try again.' },
  // Ours: the settings screen; the server's message is shown when it sent one.
  nameUpdateFailed: { title: 'Name not changed', description: 'Please try again.' },
  passwordChangeFailed: { title: 'Password not changed', description: 'Please try again.' },
  notificationPrefsFailed: { title: 'Preferences not saved', description: 'Please try again.' },
  exportFailed: { title: 'Export failed', description: 'Your data could not be downloaded. Please try again.' },
  accountDeleteFailed: { title: 'Account not deleted', description: 'Please try again.' },
  // Ours: cancelling or resuming a subscription failed (the server's message is shown when it sent one).
  subscriptionCancelFailed: { title: 'Subscription not cancelled', description: 'Please try again.' },
  subscriptionResumeFailed: { title: 'Subscription not resumed', description: 'Please try again.' },
} as const satisfies Record<string, ToastText>;

/** Success toasts of spec section 8; descriptions the spec only paraphrases are ours. */
export const SUCCESS_TOASTS = {
  otpSent: { title: 'OTP Sent!', description: 'Check your email for the verification code' },
  accountCreated: { title: 'Success!', description: 'Account created successfully!' },
  welcomeBack: { title: 'Welcome back!' },
  codeSent: { title: 'Code sent!' },
  verificationSuccessful: { title: 'Verification successful!' },
  joinAccountCreated: { title: 'Account created!' },
  magicLinkSent: { title: 'Magic Link Sent!' },
  verificationCodeSent: { title: 'Verification Code Sent!' },
  emailVerified: { title: 'Email Verified!' },
  registrationSuccessful: { title: 'Registration Successful!' },
  loginSuccessful: { title: 'Login Successful!' },
  companyProfileSaved: { title: 'Company profile saved successfully' },
  profileUpdated: { title: 'Profile Updated!' },
  experienceAdded: { title: 'Experience Added!' },
  // Ours: the profile's other lists, worded like 'Experience Added!'.
  experienceUpdated: { title: 'Experience Updated' },
  educationAdded: { title: 'Education Added' },
  educationUpdated: { title: 'Education Updated' },
  certificationAdded: { title: 'Certification Added' },
  certificationUpdated: { title: 'Certification Updated' },
  jobPosted: { title: 'Job posted successfully' },
  // Ours: an edit of a posted job.
  jobUpdated: { title: 'Job updated' },
  applicationSubmitted: { title: 'Application Submitted' },
  applicationUpdated: { title: 'Application Updated' },
  interviewScheduled: { title: 'Interview Scheduled', description: 'The interview invitation has been sent.' },
  interviewUpdated: { title: 'Interview Updated' },
  subscriptionCancelled: { title: 'Subscription Cancelled' },
  // Ours: a cancelled plan taken back before its period ended.
  subscriptionResumed: { title: 'Subscription Resumed' },
  employerPremiumWelcome: { title: 'Welcome to Employer Premium!' },
  paymentSuccessful: { title: 'Payment Successful' },
  idSubmitted: { title: 'ID Submitted', description: 'Your ID will be reviewed within 24-48 hours.' },
  verificationEmailSent: {
    title: 'Verification Email Sent',
    description: 'Check your company email for the verification code.',
  },
  referenceRequestSent: {
    title: 'Reference Request Sent',
    description: 'We have asked your reference to confirm your work together.',
  },
  fileUploaded: { title: 'File Uploaded' },
  fileDeleted: { title: 'File Deleted' },
  // Ours: the settings screen.
  nameUpdated: { title: 'Name Updated' },
  passwordChanged: { title: 'Password Changed', description: 'You were signed out on your other devices.' },
  notificationPrefsSaved: { title: 'Notification Preferences Saved' },
  dataExported: { title: 'Data Exported', description: 'Your data was downloaded as a JSON file.' },
  accountDeleted: { title: 'Account Deleted', description: 'Your account and its data have been removed.' },
} as const satisfies Record<string, ToastText>;

/** Ours: the line beside a form whose draft is kept on the device (restored after a reload or offline). */
export const DRAFT_TEXTS = {
  restored: 'Draft restored',
  saved: 'Draft saved on this device',
  discard: 'Discard',
} as const;

/** Ours (issue 49): the interviewer's scorecard, its prompt and the application's side-by-side view. */
export const SCORECARD_TEXTS = {
  title: 'Scorecard',
  description: (candidateName: string) => `Your ratings of ${candidateName}. Others on your team see theirs beside yours once you submit.`,
  later: 'Later',
  submit: 'Submit Scorecard',
  incomplete: 'Rate every attribute and give an overall recommendation.',
  submitted: { title: 'Scorecard submitted', description: 'Your team can now compare scorecards on the application.' },
  savedOffline: { title: 'Scorecard saved on this device', description: 'It is sent to your team as soon as you are back online.' },
  saveFailed: 'The scorecard could not be saved on this device. Try again.',
  ask: 'How did it go? Fill in your scorecard while it is fresh.',
  fill: 'Fill in Scorecard',
  isIn: 'Your scorecard is in. Compare scorecards on the application.',
  pending: 'Your scorecard is saved on this device and is sent as soon as you are online.',
  waiting: 'Waiting to sync',
  notSent: 'Not sent',
  fillAgain: 'Fill in Again',
  noneVisible: 'No scorecards you can see yet: the others’ show once you submitted yours.',
  othersAfterSync: 'The others’ scorecards show once yours has reached the server.',
} as const;

/** Ours: the job actions of the employer's job list and the titles of the job form opened by them. */
export const JOB_EDIT_TEXTS = {
  edit: 'Edit',
  duplicate: 'Duplicate',
  editTitle: 'Edit Job',
  duplicateTitle: 'Post a Copy',
  editIntro: 'Candidates see your changes as soon as they are saved. An edit is not a new posting.',
  duplicateIntro: 'A new posting that starts from the job you copied; change what differs.',
  save: 'Save Changes',
  notFound: 'This job is not on this device.',
} as const;

/** Ours: the toast after removing a profile entry, e.g. 'Experience removed' (it offers Undo). */
export function entryRemovedToast(what: string): ToastText {
  return { title: `${what} removed` };
}

/** Ours: the headline when the server refused a write made on the device; the reason follows it. */
export const REFUSED_WRITE_TITLES: Record<string, string> & { other: string } = {
  applications: 'Your application was not sent',
  jobs: 'Your job was not posted',
  employers: 'Your company profile was not saved',
  candidates: 'Your profile was not saved',
  messages: 'Your message was not sent',
  interviews: 'Your interview was not scheduled',
  other: 'A change was not saved',
};

/** Ours: the server no longer accepts this version of the app and local changes are waiting. */
export function appOutdatedToast(waitingChanges: number): ToastText {
  const changes = `${waitingChanges} local change${waitingChanges === 1 ? '' : 's'}`;
  return {
    title: 'A new version of HireSync is available',
    description: `Reload to update. ${changes} will be sent after the update.`,
  };
}

/**
 * What the notifications the server makes from events say. 'New Application' is the spec's (section 4); the
 * rest is ours.
 */
export const NOTIFICATION_TEXTS = {
  newApplication: (candidateName: string, jobTitle: string) => ({
    title: 'New Application',
    message: `${candidateName || 'A candidate'} applied for ${jobTitle}.`,
  }),
  applicationWithdrawn: (candidateName: string, jobTitle: string) => ({
    title: 'Application Withdrawn',
    message: `${candidateName || 'A candidate'} withdrew their application for ${jobTitle}.`,
  }),
  applicationStatus: (jobTitle: string, companyName: string, statusLabel: string) => ({
    title: 'Application Updated',
    message: `Your application for ${jobTitle} at ${companyName} is now ${statusLabel}.`,
  }),
  /** One unread notification per conversation: the count of unread messages and the latest one. */
  newMessages: (count: number, senderName: string, preview: string) => ({
    title: count > 1 ? `${count} new messages${senderName ? ` from ${senderName}` : ''}` : 'New Message',
    message: preview,
  }),
  interview: (isNew: boolean, jobTitle: string, companyName: string, what: string, note?: string) => ({
    title: isNew ? 'Interview Scheduled' : 'Interview Updated',
    message: `Your interview for ${jobTitle} at ${companyName} was ${what}.${note ? ` ${note}` : ''}`,
  }),
  /** Ours (issue 47): to the member an interview is assigned to. */
  interviewAssigned: (candidateName: string, jobTitle: string) => ({
    title: 'Interview Assigned',
    message: `You are interviewing ${candidateName} for ${jobTitle}.`,
  }),
  /** Ours (issue 16): 15 minutes before the start (or at once for an interview set up closer), to both participants. */
  scorecardDue: (candidateName: string, jobTitle: string) => ({
    title: 'Scorecard Due',
    message: `How did the interview with ${candidateName} for ${jobTitle} go? Fill in your scorecard.`,
  }),
  interviewReminder: (jobTitle: string, companyName: string, minutes: number) => ({
    title: 'Interview Starting Soon',
    message: `Your interview for ${jobTitle} at ${companyName} starts in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  }),
  companyEmailVerified: (companyEmail: string, companyName: string) => ({
    title: 'Company Email Verified',
    message: `${companyEmail} is confirmed as your work email at ${companyName}.`,
  }),
  referenceAnswered: (confirmed: boolean, referenceName: string, referenceCompany: string) =>
    confirmed
      ? { title: 'Reference Confirmed', message: `${referenceName} confirmed your work together at ${referenceCompany}.` }
      : {
          title: 'Reference Declined',
          message: `${referenceName} did not confirm your work together at ${referenceCompany}. You can ask someone else.`,
        },
  /** A support reviewer decided the user's ID submission; a rejection names the reviewer's reason. */
  idDecided: (verified: boolean, reason?: string) =>
    verified
      ? { title: 'ID Verified', message: 'Your ID was verified. Your profile now shows it.' }
      : {
          title: 'ID Not Verified',
          message: `Your ID could not be verified${reason ? `: ${reason.trim().replace(/[.!?]+$/, '')}.` : '.'} You can submit it again.`,
        },
  /** A saved search's alert: one job (instant) or a digest of the best new ones. */
  jobAlert: (searchName: string, jobs: readonly { title: string; companyName: string }[]) =>
    jobs.length === 1
      ? { title: `New job for "${searchName}"`, message: `${jobs[0]!.title} at ${jobs[0]!.companyName}` }
      : { title: `${jobs.length} new jobs for "${searchName}"`, message: jobs.slice(0, 3).map((j) => `${j.title} at ${j.companyName}`).join(', ') },
} as const;

/** Ours: why the server (or the device, offline) refuses an interview write. */
export const INTERVIEW_REFUSALS = {
  premiumRequired: 'Video interviews are a premium feature. Upgrade to Employer Professional to schedule interviews.',
  alreadyClosed: 'This interview is already completed or cancelled and can no longer change.',
  candidateNotApplied: 'No candidate with this email has applied to this job.',
  /** 'Mark Complete' before the start (issue 16). */
  notStarted: 'An interview can be marked complete only once it has started.',
  /** Inviting a candidate whose profile is not open to the employer (issue 16: any open profile may be invited). */
  candidateNotOpen: 'You can only interview candidates whose profile is open to you.',
  /** A candidate asking for another time, or declining, after the interview started (issue 51). */
  replyTooLate: 'This interview has already started, so it can no longer be moved or declined.',
  /** A scorecard (issue 49) for an interview whose room has not opened yet, or a cancelled one. */
  scorecardTooEarly: 'A scorecard follows an interview that took place.',
  /**
   * An interviewer offered, or set, a time overlapping one another of their interviews holds (issue 51: no
   * double-booking), the times as the employer reads them (bookedReason).
   */
  alreadyBooked: (times: readonly string[]) => `You are already booked at ${times.join('; ')}.`,
  /** Ours (issue 47): the interviewer picked is not a member of the company who can run interviews. */
  interviewerNotMember: 'Pick an interviewer from your company’s team.',
} as const;

/** Ours (issue 51): a candidate's pick of an offered time that another booking took first. */
export const INTERVIEW_SLOT_TEXTS = {
  /**
   * The server's refusal, with the offered times still free as the candidate reads them ('Tue, Nov 10, 10:00 CET',
   * parted by '; ' since a time holds commas); the device reads them back against the offer: stillFreeAfter.
   */
  taken: (remaining: readonly string[]) =>
    remaining.length ? `That time was just taken. Still free: ${remaining.join('; ')}` : 'That time was just taken, and no other offered time is free.',
  /** On the candidate's interview card, after such a refusal: the time they picked, in their zone. */
  takenOnCard: (picked: string) => `${picked} was just taken by another booking, so it is not yours. Pick one of the times still free.`,
  noneLeftOnCard: (picked: string) => `${picked} was just taken by another booking, and no other offered time is free. Ask for another time.`,
  /** A window (schedule or reschedule dialog) shorter than one interview. */
  windowTooShort: 'The window must end at least one interview length after it starts.',
  windowLabel: 'Or offer a window until',
  windowHint: 'From the date and time above to this time, cut into slots of the chosen duration; the candidate picks one.',
} as const;

/** Ours (issue 47): what a member's role in the company does not allow. */
export const TEAM_REFUSALS = {
  interviewerMovesStage: 'Interviewers can add notes but cannot move an application to another stage.',
  notAssigned: 'This application is not one of your interviews.',
  interviewerCancels: 'Only an admin or a recruiter of the company can cancel an interview.',
  adminsOnlyBilling: 'Only an admin of the company can manage the plan and billing.',
  interviewNotAssigned: 'This interview is not assigned to you.',
  interviewerOnlyScorecard: 'Interviewers can submit their scorecard but cannot schedule or change interviews.',
} as const;

/**
 * Ours (issue 47): who made a step of an application's activity, when the device cannot name them: a member
 * it has no name for (an interviewer's device knows no team list; a former member has left it).
 */
export const ACTIVITY_AUTHOR_TEXTS = {
  you: 'You',
  teammate: 'A teammate',
} as const;

/** Ours (issue 47): the account menu of a company's member. */
export const COMPANY_MENU_TEXTS = {
  /** "HireSync Ltd · Recruiter": the company and the member's role in it. */
  companyLine: (companyName: string, roleLabel: string) => (companyName ? `${companyName} · ${roleLabel}` : roleLabel),
  /** Why recruiters and interviewers have no Profile link: the company profile is the admins'. */
  profileIsAdmins: 'Only an admin of the company can edit the company profile.',
} as const;

/** Ours (issue 51): the notifications of a candidate's answer, to the employer. */
export const INTERVIEW_REPLY_TEXTS = {
  reschedule: (candidateName: string, jobTitle: string, note?: string) => ({
    title: 'New Time Requested',
    message: `${candidateName} asked for another time for the ${jobTitle} interview.${note ? ` "${note}"` : ''}`,
  }),
  decline: (candidateName: string, jobTitle: string, note?: string) => ({
    title: 'Interview Declined',
    message: `${candidateName} declined the ${jobTitle} interview.${note ? ` "${note}"` : ''}`,
  }),
} as const;

/** Ours: why the video room of an interview is closed (issue 16), by the refusal code of the room calls. */
export const INTERVIEW_ROOM_MESSAGES = {
  outside_window: 'The interview room opens 15 minutes before the start and closes at the planned end.',
  cancelled: 'This interview was cancelled.',
  completed: 'This interview is completed.',
  rateLimited: 'Too many signals, please slow down.',
  /** Ours: the oldest of too many signal streams of one account (a room open in many tabs) is closed. */
  tooManyStreams: 'This interview is open in too many tabs or windows, so it was closed here. Reload the page to join from this one.',
} as const;

/** Ours: why starting a conversation is refused. */
export const CONVERSATION_REFUSALS = {
  candidateNotVisible: 'You can only message candidates whose profile is open to you.',
  /** A support chat marked as resolved takes no more messages (spec: closed sessions cannot be answered). */
  supportChatClosed: 'This support chat is closed.',
  /** One open support chat per user; once it is resolved, writing again opens a new one. */
  supportChatOpen: 'You already have an open support chat.',
  supportChatSelf: 'A support chat is between you and the support team.',
  /** A device may only close a support chat; an agent's answer makes it active. */
  supportStatusChange: 'A support chat can only be marked as resolved.',
} as const;

/** Why a status change is refused by the application pipeline (ours; the spec shows no restrictions). */
export const STATUS_CHANGE_REFUSALS = {
  unknownStatus: 'This status is not one of the application statuses.',
  backToPending: 'An application cannot be moved back to Pending Review.',
  backToViewed: 'This application has already moved past Viewed.',
  hiredIsFinal: 'This candidate has been hired; the application can no longer change.',
  rejectedIsFinal: 'A rejected application can only be reopened as Under Consideration.',
  withdrawnIsFinal: 'The candidate withdrew this application; it can no longer be moved.',
  onlyCandidateWithdraws: 'Only the candidate can withdraw an application.',
} as const;

/** Ours: the recruiter's board (issue 48): bulk results, refusals of a single card, drag-and-drop announcements. */
export const BOARD_TEXTS = {
  notFound: 'This application was not found.',
  bulkDone: (done: number) => `${done} ${done === 1 ? 'application' : 'applications'} updated.`,
  bulkRefused: (refused: number) => `${refused} could not be changed:`,
  moveRefused: 'This card cannot move there',
  rejectTitle: (count: number) => (count === 1 ? 'Reject application' : `Reject ${count} applications`),
  pickedUp: (name: string) => `Picked up ${name}. Use the arrow keys to move between stages, space to drop, escape to cancel.`,
  over: (name: string, stage: string) => `${name} is over ${stage}.`,
  notOver: (name: string) => `${name} is not over a stage.`,
  dropped: (name: string, stage: string) => `${name} was dropped in ${stage}.`,
  cancelled: (name: string) => `Moving ${name} was cancelled.`,
  instructions: 'To move a card, focus its handle and press space. Use the left and right arrow keys to pick a stage, space to drop, escape to cancel.',
  // The selection bar (bulk actions).
  selectCard: (name: string) => `Select ${name}`,
  selectAll: 'Select all',
  selectAllIn: (stage: string) => `Select all in ${stage}`,
  selectionBar: 'Selected applications',
  selected: (count: number) => `${count} selected`,
  moveTo: 'Move to',
  moveButton: 'Move',
  rejectButton: 'Reject',
  clearButton: 'Clear',
  confirmReject: (count: number) => `Reject ${count}`,
  bulkMoved: (count: number) => `${count} moved`,
  bulkRejected: (count: number) => `${count} rejected`,
  bulkQueued: 'You are offline: the changes are queued and sent when you are back online. Any the server refuses appear under "Not sent".',
  bulkFailed: 'The bulk action failed',
  queueFailed: 'This change could not be saved on this device.',
  dismissResult: 'Dismiss',
  // The rejection's fields, in the review dialog and the bulk rejection alike.
  reasonLabel: 'Reason',
  reasonPlaceholder: 'Choose a reason',
  reasonHint: 'Kept for your analytics; the candidate never sees it.',
  reasonDetailLabel: 'Reason details',
  cancel: 'Cancel',
} as const;

/** Ours: a candidate withdrawing an application (decisions.md), and applying again to the same job later. */
export const WITHDRAW_TEXTS = {
  button: 'Withdraw',
  title: 'Withdraw your application?',
  description: 'The employer will see that you withdrew. You can apply to this job again later.',
  reasonLabel: 'Reason (optional)',
  confirm: 'Withdraw Application',
  done: 'Application withdrawn',
  notAllowed: 'This application can no longer be withdrawn.',
  reapplyWarning: 'You withdrew an application to this job before. The employer will see your earlier application and its history.',
  reapplyButton: 'Apply Again',
  reapplyNotAllowed: 'You have already applied to this job.',
  // The employer's board: withdrawn applications sit below the seven stages, read only.
  boardHeading: 'Withdrawn',
  boardHint: 'These candidates withdrew their application. They can no longer be moved.',
  boardCard: (days: number) => `Withdrew ${days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`}`,
  boardReason: (reason: string) => `Reason: ${reason}`,
} as const;

/** Ours: the board's sort and filters (issue 48). */
export const BOARD_VIEW_TEXTS = {
  findLabel: 'Find a candidate',
  findPlaceholder: 'Name',
  scoreLabel: 'Match',
  ageLabel: 'In stage',
  sortLabel: 'Sort',
  sorts: { match: 'Best match', age: 'Longest in stage', name: 'Name' },
  anyScore: 'Any match',
  scoreAtLeast: (score: number) => `${score}% or more`,
  anyAge: 'Any time',
  daysAtLeast: (days: number) => `${days}+ days`,
  shownOf: (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'candidate' : 'candidates'}`,
  clearFilters: 'Clear filters',
} as const;

/** Ours: the résumé a candidate sends with an application (issue 50), chosen from their uploads. */
export const APPLICATION_RESUME_TEXTS = {
  label: 'Resume',
  hint: 'The employer sees the one you choose. Your latest upload is chosen unless you pick another.',
  noUploads: 'You have not uploaded a resume yet; the employer will see your profile only.',
  notYours: 'Choose one of your uploaded resumes.',
  sent: 'Resume sent',
} as const;

/** Ours: the note on a form when a field the user is editing was saved meanwhile on another tab or device. */
export const CHANGED_ELSEWHERE_TEXTS = {
  title: 'Changed on another tab or device',
  body: (fields: string) => `${fields} changed while you were editing. Saving keeps your version.`,
  useSaved: 'Use the saved version',
} as const;

/** The not-found screen's heading (spec section 8, unknown route). */
export const PAGE_NOT_FOUND = 'Page Not Found';

/** Ours: `Title must be at most 200 characters`, for the length caps that keep forms within the entity schemas. */
export function maxLengthMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** Ours: the refusal of a file whose type the category does not take, e.g. `Please select a .pdf, .doc or .docx file.` */
export function fileTypeMessage(extensions: readonly string[]): string {
  const list = extensions.length > 1 ? `${extensions.slice(0, -1).join(', ')} or ${extensions.at(-1)}` : extensions[0];
  return `Please select a ${list} file.`;
}

/** Ours: the upload server's refusals besides the spec's size and type messages. */
export const FILE_ERROR_MESSAGES = {
  notMultipart: 'Send the file as multipart/form-data.',
  unreadable: 'The upload could not be read. Please try again.',
  emptyFile: 'The file is empty. Please select another file.',
  /** The device's upload key is not an id (a device bug or a hand-made request, never a person's typing). */
  badUploadId: 'The upload key is not valid.',
  /** The per-user cap: one account cannot fill the server's storage. */
  tooManyFiles: (max: number) => `You can keep at most ${max} files. Delete one to upload another.`,
  /** A job seeker's category (résumé, profile photo, video introduction) sent by an employer (rules/file-categories.ts). */
  categoryNotOffered: 'This file category is for job seekers. Please choose another.',
} as const;

/** Ours: the refusal of a write over a free limit, naming the limit, its period and the plan that lifts it. */
export function usageLimitMessage(what: string, limit: number, period: 'today' | 'this month', plan: string): string {
  return `You have reached the free limit of ${limit} ${what} ${period}. Upgrade to ${plan} for unlimited ${what}.`;
}

/**
 * Ours: the refusal of a write over a rate limit (WRITE_RATE_LIMITS), e.g. `You are sending messages too
 * quickly: at most 30 a minute. Wait a moment, then try again.`
 */
export function writeRateLimitMessage(what: string, limit: number, windowMs: number): string {
  const minutes = windowMs / 60_000;
  const period = minutes === 1 ? 'a minute' : minutes === 60 ? 'an hour' : `every ${minutes} minutes`;
  return `You are sending ${what} too quickly: at most ${limit} ${period}. Wait a moment, then try again.`;
}

/** Ours: the messages of the `/api/auth/*` errors (codes in AUTH_ERROR_CODES); the screens show them as sent. */
export const AUTH_ERROR_MESSAGES = {
  invalidCode: 'Invalid or expired code',
  invalidLink: 'This sign-in link is invalid or has expired',
  invalidCredentials: 'Invalid email or password',
  smsNotAvailable: 'Text messages are not available. Please sign in with your email instead.',
  /** Settings: the current password of a password change or account deletion is wrong. */
  wrongPassword: 'The password you entered is not correct.',
  invalidPattern: 'Invalid email or pattern',
  patternLocked: 'Pattern sign-in is locked after 5 wrong tries. Sign in with a code or your password to unlock it.',
  throttled: 'Too many attempts. Please wait a few minutes and try again.',
  resendTooSoon: 'Please wait a minute before asking for another code.',
  notVerified: 'Please verify your email address or phone number with a code first.',
  accountExists: 'An account with this email already exists. Please sign in.',
  accountExistsPhone: 'An account with this phone number already exists. Please sign in.',
  commonPassword: 'This password is too common. Please choose another.',
  unauthenticated: 'Please sign in.',
} as const;

/** Ours: the messages of the `/api/verification/*` errors. */
export const VERIFICATION_ERROR_MESSAGES = {
  alreadyVerified: 'This company email is already verified.',
  noCodePending: 'Send a verification code to your company email first.',
  selfReference: 'Your reference must be someone other than you.',
  invalidReferenceLink: 'This reference link is invalid, has expired or was already answered.',
  referenceRequestUnavailable: 'The request could not be loaded. Please try again.',
  idAlreadyVerified: 'Your ID is already verified.',
  idNotPending: 'This ID verification is not waiting for a decision.',
  idDocumentReplaced: 'The user has submitted a new document since you opened this one. Review the new one.',
  idRejectReasonRequired: 'Give the reason for rejecting this ID, so the user knows what to fix.',
  idNotFound: 'No ID verification was found.',
  idOwnDecision: 'Your own ID verification is decided by another support agent.',
} as const;

/**
 * Ours: why text is refused before it is stored. Postgres cannot hold a NUL character or half of a surrogate
 * pair in text or jsonb; no keyboard types either, so they come only from broken or hostile clients.
 */
export const STORABLE_TEXT_MESSAGES = {
  nulCharacter: 'Contains a NUL character (U+0000), which cannot be saved.',
  unpairedSurrogate: 'Contains broken Unicode (half of an emoji or other character), which cannot be saved.',
  unstorable: 'Contains data that cannot be saved.',
} as const;

/**
 * Ours: how a conversation names a person who has no name on their account or profile. Never their e-mail or
 * phone: those are private (decisions.md, Privacy).
 */
export const UNNAMED_PERSON_LABEL = 'HireSync user';

/** Ours: the messages of the errors any /api endpoint may answer, whatever the route. */
export const API_ERROR_MESSAGES = {
  notFound: 'Not found',
  invalidAddress: 'This address is not valid: it has a broken escape or a character that is not allowed.',
  internal: 'Something went wrong on our side.',
} as const;

/** Ours: the billing API's refusals. */
export const BILLING_MESSAGES = {
  planForCandidates: 'This plan is for candidates.',
  planForEmployers: 'This plan is for employers.',
  noSubscriptionToCancel: 'You have no subscription to cancel.',
  noSubscriptionToResume: 'You have no subscription to resume.',
  cardNotSaved: 'Your card could not be saved. Please try another card.',
  jobPostingLimitsForEmployers: 'Only employers post jobs.',
  /** Production without Stripe keys (and without PAYMENTS_MODE=test): no plan can be bought. */
  paymentsNotAvailable: 'Payments are not available yet. Paid plans cannot be bought at the moment.',
} as const;

/** Ours: the refusal to start checkout for a plan that is already in force, e.g. 'You already have Candidate Premium.'. */
export function alreadySubscribedMessage(planName: string): string {
  return `You already have ${planName}.`;
}

/** The dashboard of a company's interviewer (issue 47). */
export const INTERVIEWER_DASHBOARD_TEXTS = {
  heading: 'Your interviews',
  empty: 'No interviews are assigned to you yet. When a teammate assigns you one, it appears here.',
  openInterviews: 'Open Video Interviews',
  openApplicants: 'Your applicants',
} as const;

/** Ours (issue 49): the Insights screen's notes. */
export const INSIGHTS_TEXTS = {
  /** Under the scorecard submission rate: interviews that took place (completed, past their end, or scored). */
  scorecardNote: (withScorecard: number, held: number) => `${withScorecard} of ${held} interviews held`,
} as const;


/**
 * Ours (issue 48): the company's tags on candidates. The server's refusals and the PWA's words both live
 * here; refusals first.
 */
export const TAG_TEXTS = {
  nameRequired: 'Tag name is required',
  nameOneLine: 'A tag name must fit on one line.',
  nothingToChange: 'Give the tag a new name or colour.',
  tooManyOnCandidate: (max: number) => `A candidate can carry at most ${max} tags.`,
  repeatedTag: 'A tag is named twice.',
  tooManyInCompany: (max: number) => `Your company has ${max} tags, the most it can keep. Delete one to add another.`,
  nameTaken: (name: string) => `Your company already has a tag named "${name}".`,
  notFound: 'No such tag.',
  unknownTag: 'One of these tags was deleted. Reload the tags and try again.',
  onlyRecruiters: 'Only an admin or a recruiter of the company can change tags.',
  onlyMembers: 'Only members of a company have tags.',
  candidateNotFound: 'No such candidate.',
  // The PWA.
  heading: 'Tags',
  intro: 'Label candidates for your company: on the board, in Find Talent and on the candidate record. Only your team sees them.',
  newTag: 'New tag',
  nameLabel: 'Tag name',
  colourLabel: 'Colour',
  colours: { grey: 'Grey', red: 'Red', orange: 'Orange', yellow: 'Yellow', green: 'Green', teal: 'Teal', blue: 'Blue', purple: 'Purple', pink: 'Pink' },
  candidateCount: (count: number) => (count === 1 ? '1 candidate' : `${count} candidates`),
  empty: 'No tags yet. Create one to label candidates.',
  edit: 'Edit',
  editTitle: (name: string) => `Edit tag ${name}`,
  delete: 'Delete',
  deleteTitle: (name: string) => `Delete the tag "${name}"?`,
  deleteBody: (count: number) =>
    count === 0 ? 'No candidate carries it.' : `It comes off ${count === 1 ? '1 candidate' : `${count} candidates`}. This cannot be undone.`,
  confirmDelete: 'Delete tag',
  cancel: 'Cancel',
  save: 'Save',
  create: 'Create tag',
  created: 'Tag created',
  saved: 'Tag saved',
  deleted: 'Tag deleted',
  saveFailed: 'The tag could not be saved.',
  loadFailed: 'The tags could not be loaded.',
  offlineCached: 'You are offline: these are the tags as last loaded. Changes need a connection.',
  readOnly: 'Only admins and recruiters change tags.',
  tagsLabel: 'Tags',
  filterLabel: 'Tag',
  anyTag: 'Any tag',
  addTag: 'Add tag',
  removeTag: 'Remove tag',
  addTitle: (count: number) => `Add a tag to ${count === 1 ? '1 candidate' : `${count} candidates`}`,
  removeTitle: (count: number) => `Remove a tag from ${count === 1 ? '1 candidate' : `${count} candidates`}`,
  pickLabel: 'Tag',
  pickPlaceholder: 'Choose a tag',
  newTagOption: 'New tag…',
  newNameLabel: 'New tag name',
  apply: 'Apply',
  remove: (name: string) => `Remove tag ${name}`,
  bulkTagged: (count: number, name: string) => `Tagged ${count === 1 ? '1 candidate' : `${count} candidates`} "${name}"`,
  bulkUntagged: (count: number, name: string) => `Removed "${name}" from ${count === 1 ? '1 candidate' : `${count} candidates`}`,
  bulkQueued: 'Saved on this device; it is sent when you are back online.',
  writeFailed: 'The tags could not be saved on this device.',
  noneOnCandidate: 'No tags yet.',
  needsConnection: 'This candidate has no application to your company, so tagging them needs a connection.',
  recordSaved: 'Tags saved',
} as const;

/** Ours: the company's message templates (issue 48), their default texts and the Templates screen. */
export const TEMPLATE_TEXTS = {
  kinds: { rejection: 'Rejection', interview: 'Interview invitation', offer: 'Offer', other: 'Other' },
  defaults: {
    rejection: {
      name: 'Rejection',
      subject: 'Your application for {{jobTitle}} at {{companyName}}',
      body: 'Dear {{candidateFirstName}},\n\nThank you for applying for {{jobTitle}} and for the time you gave us. After careful review we have decided not to move forward with your application. This is no judgement of your worth: we had to choose among several strong candidates.\n\nWe wish you every success in your search.\n\n{{senderName}}',
    },
    interview: {
      name: 'Interview invitation',
      subject: 'Interview for {{jobTitle}} at {{companyName}}',
      body: 'Dear {{candidateFirstName}},\n\nThank you for applying for {{jobTitle}}. We would like to meet you: your interview is on {{interviewTime}}. You will find the details and the meeting link under Interviews in the app. If the time does not suit you, tell us there and we will find another.\n\nWe look forward to talking with you.\n\n{{senderName}}',
    },
    offer: {
      name: 'Offer',
      subject: 'An offer for {{jobTitle}} at {{companyName}}',
      body: 'Dear {{candidateFirstName}},\n\nWe are glad to tell you that we would like to offer you the position of {{jobTitle}} at {{companyName}}. We will send the written offer with its terms shortly; please ask us anything you need before you decide.\n\n{{senderName}}',
    },
    other: {
      name: 'Message',
      subject: 'About your application for {{jobTitle}}',
      body: 'Dear {{candidateFirstName}},\n\n\n\n{{senderName}}',
    },
  },
  required: (label: string) => `${label} is required`,
  unknownField: (names: string) => `Unknown merge field: ${names}. Use only the fields listed.`,
  subjectOneLine: 'The subject must fit on one line.',
  noInterview: 'No interview is scheduled for this application, so {{interviewTime}} cannot be filled in.',
  noAddress: 'This candidate cannot be reached.',
  statusChanged: 'The application is no longer rejected, so the rejection was not sent.',
  noScheduledSend: 'This sending was already done or cancelled.',
  delayLabel: 'Send after 24 hours',
  delayHint: 'Until then you can cancel it from the result shown here.',
  scheduled: (count: number, at: string) => `${count} ${count === 1 ? 'message' : 'messages'} will be sent on ${at}`,
  cancelScheduled: 'Cancel sending',
  scheduledCancelled: 'Sending cancelled: no message goes out.',
  notFound: 'No such template.',
  // The Templates screen.
  heading: 'Message templates',
  intro: 'What you send candidates in one click: from the board, every template is mailed to them and posted in their Messages, signed with your name.',
  newTemplate: 'New template',
  edit: 'Edit',
  delete: 'Delete',
  resetToDefault: 'Reset to default',
  defaultBadge: 'Default',
  editedBadge: 'Edited',
  kindLabel: 'Kind',
  nameLabel: 'Name',
  subjectLabel: 'Subject',
  bodyLabel: 'Text',
  fieldsHint: 'Merge fields: {{candidateFirstName}}, {{jobTitle}}, {{companyName}}, {{senderName}}, {{interviewTime}}.',
  previewHeading: 'Preview',
  previewWith: (name: string) => `With ${name}`,
  previewSample: 'With sample values (no candidate has applied yet)',
  save: 'Save',
  saved: 'Template saved',
  deleted: 'Template deleted',
  reset: 'Template reset to its default',
  cancel: 'Cancel',
  loadFailed: 'The templates could not be loaded',
  saveFailed: 'The template could not be saved',
  // The board's bulk bar.
  templateLabel: 'Message template',
  noTemplate: 'Send no message',
  messageButton: 'Message',
  messageTitle: (count: number) => (count === 1 ? 'Message 1 candidate' : `Message ${count} candidates`),
  send: 'Send',
  sent: (count: number) => `${count} ${count === 1 ? 'message' : 'messages'} sent`,
  notSent: (count: number) => `${count} not sent:`,
  sendOffline: 'Messages are sent online only; connect and try again.',
} as const;
