// The create bodies of the content resources, as the portal's forms send them. The server reads each as a
// Partial (every field may be missing) and answers a missing one with its own message. Pure types.

/** POST /prop/opportunity (approved partners); date and time are West Africa Time as entered. */
export interface OpportunityBody {
  title: string;
  description: string;
  link: string;
  deadline: string;
  date: string;
  time: string;
  images: string[];
  timing: string;
  address?: string | null;
  location?: string | null;
  level?: string | null;
}

/** POST /prop/event (approved partners). */
export interface EventBody {
  title: string;
  description: string;
  link: string;
  location: string;
  date: string;
  time: string;
  images: string[];
  address: string;
}
