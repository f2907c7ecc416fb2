/** The club home, its bind form, and the member card. */
export const CLUB_HOME = '/pagesMy/pages/fortuneWingsClub/index';
export const CLUB_BIND = `${CLUB_HOME}?bind=1`;
export const CLUB_CARD = '/pagesMy/pages/fortuneWingsClub/card';
