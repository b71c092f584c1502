package org.stratagem.game.gomoku;

import java.util.Locale;

/**
 * Black's forbidden points under {@link Rule#RENJU}, by the definitions of the RIF rules
 * (renju.net/study/rifrules.php): a stone of black on an empty point is forbidden if it makes
 * <ul>
 * <li>an overline: six or more black stones in a row along some line;</li>
 * <li>a double four: two or more fours, a four being four stones of a line to which one more stone
 * makes exactly five. Two fours may lie on one line ({@code X.XpX.X}, {@code XX.pX.XX} with the
 * stone on {@code p}); a straight four {@code .XXXX.} is one four with two points to make five;</li>
 * <li>a double three: two or more threes along different lines, a three being three stones to which
 * one more stone, on a point that is not itself forbidden, makes a straight four without making a
 * five at the same time. A line with a four counts as a four, not a three (a four-three is
 * allowed);</li>
 * </ul>
 * unless it makes exactly five along some line: a five wins whatever else the stone makes.
 *
 * <p>The recursion: whether a three is real depends on whether its completing point is forbidden,
 * which is judged with the stone in place, and that judgement may ask the same of further points.
 * Each nested judgement has one black stone more on the board than the one that asked, so the
 * recursion ends, at the latest when the line runs out of empty points; in games it rarely goes
 * past two levels, since only a completing point with threes or fours along two lines can be
 * forbidden (built positions reach four and more: ForbiddenReferenceTest measures it). A point whose
 * lines hold too few black stones for any forbidden shape (fewer than two within four points along
 * two lines, and fewer than four within five along every line) is lawful at once, without a stone
 * placed: most points of a game are, which keeps the legal-move lists of renju fast.
 *
 * <p>Established engines judge the same way: Rapfi ({@code Board::checkForbiddenPoint}: a three's
 * point must make a flex four and be lawful, recursively), W. Lu's ForbiddenPointFinder (used by
 * several renju programs) and mintaka with its strict renju rules, whose whole-board test cases
 * ForbiddenGoldenTest replays. Where the RIF text and a program could part, on the five made at a
 * three's straight-four point, the RIF text and these programs agree, and so does this class.
 *
 * <p>Judges the cells of one position, which it shares: a judgement places black stones there and
 * takes them back before it returns. Allocates nothing; not thread-safe, as the position is not.
 */
final class Forbidden {
    /** Why a point is forbidden; when a stone makes several, the first in this order. */
    enum Kind {
        /** Six or more in a row. */
        OVERLINE,
        /** Two fours or more. */
        DOUBLE_FOUR,
        /** Two threes or more. */
        DOUBLE_THREE;

        /** @return the kind as {@code gomoku forbidden} prints it: {@code overline}, {@code double-four}, {@code double-three} */
        String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    private static final byte BLACK = 1;
    private static final int OFF_BOARD = -1;
    /** The farthest a four's completing point, or a three's, lies from the stone along its line. */
    private static final int SPAN = 4;
    /** {@link #rows}: a line of exactly five. */
    private static final int FIVE = 1;
    /** {@link #rows}: a line of six or more. */
    private static final int OVERLINE = 2;

    private final Board board;
    private final byte[] cells;

    /**
     * @param board the board
     * @param cells the position's cells, shared: 0 empty, 1 black, 2 white
     */
    Forbidden(Board board, byte[] cells) {
        this.board = board;
        this.cells = cells;
    }

    /**
     * @param point an empty point
     * @return why a black stone there is forbidden, or null if black may play there
     */
    Kind of(int point) {
        if (!mayBeForbidden(point)) {
            return null;
        }
        cells[point] = BLACK;
        Kind kind = shape(point);
        cells[point] = 0;
        return kind;
    }

    /** The forbidden shape a black stone on the point makes, the stone in place. */
    private Kind shape(int point) {
        int rows = rows(point);
        if ((rows & FIVE) != 0) {
            return null;
        }
        if (rows != 0) {
            return Kind.OVERLINE;
        }
        int fours = 0;
        int linesWithFours = 0;
        for (int direction = 0; direction < LineGeometry.DIRECTIONS; direction++) {
            int here = fours(point, direction);
            fours += here;
            linesWithFours |= here > 0 ? 1 << direction : 0;
        }
        if (fours >= 2) {
            return Kind.DOUBLE_FOUR;
        }
        int threes = 0;
        for (int direction = 0; direction < LineGeometry.DIRECTIONS && threes < 2; direction++) {
            if ((linesWithFours & 1 << direction) == 0 && isThree(point, direction)) {
                threes++;
            }
        }
        return threes >= 2 ? Kind.DOUBLE_THREE : null;
    }

    /**
     * The rows of five or more the black stone on the point stands in, the stone in place: {@link #FIVE}
     * if some line has exactly five, {@link #OVERLINE} if some line has six or more, both, or 0.
     */
    private int rows(int point) {
        int rows = 0;
        for (int direction = 0; direction < LineGeometry.DIRECTIONS; direction++) {
            int length = 1 + run(point, direction, 1) + run(point, direction, -1);
            rows |= length == 5 ? FIVE : length > 5 ? OVERLINE : 0;
        }
        return rows;
    }

    /**
     * The fours the stone on the point makes along a line: one a point that completes exactly five
     * with it, but the two ends of a straight four are one four.
     */
    private int fours(int point, int direction) {
        int fours = 0;
        int lastFive = Integer.MIN_VALUE;
        for (int offset = -SPAN; offset <= SPAN; offset++) {
            int other = at(point, direction, offset);
            if (offset == 0 || other == OFF_BOARD || cells[other] != 0) {
                continue;
            }
            cells[other] = BLACK;
            int back = run(other, direction, -1);
            int ahead = run(other, direction, 1);
            cells[other] = 0;
            boolean five = back + ahead == 4 && offset - back <= 0 && offset + ahead >= 0;
            if (five) {
                fours += lastFive == offset - 5 ? 0 : 1;
                lastFive = offset;
            }
        }
        return fours;
    }

    /**
     * Whether the stone on the point makes a three along the line: some empty point of the line,
     * not forbidden itself, where one more stone makes a straight four through it without making a
     * five at the same time (RIF: "a row with three stones to which you, without at the same time
     * a five in a row is made, can add one more stone to attain a straight four"; Rapfi and
     * W. Lu's ForbiddenPointFinder judge so too).
     */
    private boolean isThree(int point, int direction) {
        for (int offset = -SPAN; offset <= SPAN; offset++) {
            int other = at(point, direction, offset);
            if (offset == 0 || other == OFF_BOARD || cells[other] != 0) {
                continue;
            }
            cells[other] = BLACK;
            boolean straightFour = isStraightFour(other, offset, direction) && (rows(other) & FIVE) == 0;
            cells[other] = 0;
            if (straightFour && of(other) == null) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the row through the black stone on {@code other}, {@code offset} from the judged point
     * along the line, is a straight four through the judged point: four in a row, both ends empty,
     * and a stone on either end exactly five.
     */
    private boolean isStraightFour(int other, int offset, int direction) {
        int back = run(other, direction, -1);
        int ahead = run(other, direction, 1);
        if (back + ahead != 3 || offset - back > 0 || offset + ahead < 0) {
            return false;
        }
        return isEmpty(at(other, direction, -back - 1)) && !isBlack(at(other, direction, -back - 2))
                && isEmpty(at(other, direction, ahead + 1)) && !isBlack(at(other, direction, ahead + 2));
    }

    /**
     * Whether black may have a forbidden shape there, by counting black stones along each line: an
     * overline needs five more within five points, two fours on one line four more within four, and
     * two threes or fours on two lines two more within four on each.
     */
    boolean mayBeForbidden(int point) {
        int crowdedLines = 0;
        for (int direction = 0; direction < LineGeometry.DIRECTIONS; direction++) {
            int near = 0;
            int within = 0;
            for (int offset = -SPAN - 1; offset <= SPAN + 1; offset++) {
                if (offset != 0 && isBlack(at(point, direction, offset))) {
                    within++;
                    near += Math.abs(offset) <= SPAN ? 1 : 0;
                }
            }
            if (within >= 4) {
                return true;
            }
            crowdedLines += near >= 2 ? 1 : 0;
        }
        return crowdedLines >= 2;
    }

    /** @return the black stones in a row from the point, not counting it, one way ({@code sign} 1 or -1) along the line */
    private int run(int point, int direction, int sign) {
        int count = 0;
        while (isBlack(at(point, direction, sign * (count + 1)))) {
            count++;
        }
        return count;
    }

    /** @return the point {@code offset} steps from the point along the line, or {@link #OFF_BOARD} */
    private int at(int point, int direction, int offset) {
        return board.along(point, direction, offset);
    }

    private boolean isBlack(int point) {
        return point != OFF_BOARD && cells[point] == BLACK;
    }

    private boolean isEmpty(int point) {
        return point != OFF_BOARD && cells[point] == 0;
    }
}
