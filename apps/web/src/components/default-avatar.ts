import avatarFemale from '../assets/avatar-female.svg';
import avatarMale from '../assets/avatar-male.svg';

/** The picture shown without a photo (specification: Male gets the boy default, otherwise the girl default). */
export function defaultAvatar(gender: string | null | undefined): string {
  return gender === 'Male' ? avatarMale : avatarFemale;
}
