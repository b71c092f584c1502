package org.stratagem.game.gomoku;

/**
 * What a stone of one colour played on an empty point makes along one line through it, from the
 * weakest threat to the strongest. Only the lines through that point count: a five that does not
 * contain it was there before the move. The rule decides what a five is (under
 * {@link Rule#STANDARD} an overline is not one), so it decides every level above too.
 *
 * <p>Each level is defined by the one above it, as the threats of Gomoku are: a four is one stone
 * short of a five, a three one stone short of a four. Read on the board, the points of a colour's
 * patterns are its threats: a four on the board is a {@link #FIVE} point, an open three (the
 * straight {@code .XXX.} or the split {@code .X.XX.}) has one or two {@link #OPEN_FOUR} points.
 */
enum Pattern {
    /** Nothing that can become a five on this line. */
    NONE,
    /** One stone short of a {@link #THREE}. */
    TWO,
    /** One stone short of an {@link #OPEN_THREE}. */
    OPEN_TWO,
    /** One stone short of a {@link #FOUR}: a closed or broken three that cannot become a straight four. */
    THREE,
    /** One stone short of an {@link #OPEN_FOUR}: the real three of Gomoku, which can become a straight four. */
    OPEN_THREE,
    /** Exactly one empty point of the line would then complete a five: the opponent can block it. */
    FOUR,
    /** Two or more empty points would then complete a five (the straight four {@code .XXXX.}): it cannot be blocked. */
    OPEN_FOUR,
    /** A five: the move wins. */
    FIVE;

    /** @return the pattern one stone short of this one: the move makes a line from which one more stone makes this */
    Pattern oneStoneShort() {
        return switch (this) {
            case OPEN_FOUR -> OPEN_THREE;
            case FOUR -> THREE;
            case OPEN_THREE -> OPEN_TWO;
            case THREE -> TWO;
            default -> NONE;
        };
    }
}
