/** The auto-earn coin list's height, 508 px (AE-MODAL-07): the list scrolls inside it. */
export const AUTO_EARN_LIST_HEIGHT_PX = 508;
