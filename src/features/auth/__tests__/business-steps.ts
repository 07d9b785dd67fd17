// Shared by the business sign-up tests: fills steps 1 and 2 with valid values and submits step 3, as a user would.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function submitBusinessRegistration(user: UserEvent): Promise<void> {
  await user.type(await screen.findByLabelText('Trade name'), 'Ankara Lab');
  await user.selectOptions(screen.getByLabelText('Sector'), 'Fashion');
  await user.selectOptions(screen.getByLabelText('Area'), 'Tailoring');
  await user.selectOptions(screen.getByLabelText('State'), 'Lagos');
  await user.selectOptions(screen.getByLabelText('LGA'), 'Ikeja');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText('Email'), 'biz@example.com');
  await user.type(screen.getByLabelText('Phone number'), '08031234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Submit' }));
}
