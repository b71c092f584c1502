package org.stratagem.game.gomoku;

import java.util.Arrays;

/**
 * The {@link Pattern} a stone makes on an empty point along one line, for every neighbourhood of the
 * point, precomputed once per way of judging a line: the evaluation looks patterns up instead of
 * scanning.
 *
 * <p>A neighbourhood is the cells each side of the point on the line within the table's reach, seen by
 * one colour: each cell is {@link #EMPTY}, {@link #OWN}, {@link #BLOCKED} (an opponent's stone) or
 * {@link #EDGE} (off the board). Only {@link Rule#CARO} tells the last two apart (an opponent's
 * stone at both ends stops a five, the edge does not); for the others both stop a line, and their
 * tables give the edge the opponent's digit. A code is a number with a digit a cell, in base 3, or
 * 4 for caro: the sum of each cell's {@link #cellCode}, so a stone changes a code by one addition
 * and undoing it by one subtraction. Every five through the point lies within four of it, so four
 * cells each side are enough where five or more win ({@link Rule#FREESTYLE}): a table of 3^8 = 6 561
 * codes, which the processor's first-level cache keeps, and 32 codes for a stone to enter instead of
 * 40. Where the rule must see the cell beyond each end, to tell a five from an overline or a five
 * blocked at both ends, the reach is {@value #MAX_REACH}: in base 3 a table of 59 049 codes (58 KiB)
 * where base 4 would make a million. (A row that fills the five cells of one side is six long with
 * the point, and beside a five already on the board, which ended the game under every rule that lets
 * it win: what lies beyond it never matters.)
 *
 * <p>The table is built by the definitions of {@link Pattern}, bottom up: a code's pattern follows
 * from the patterns of the codes with one more own stone, memoised. Four tables serve every rule
 * and colour: five or more within four cells ({@link Rule#FREESTYLE}) and within five (renju's white,
 * whose codes share black's reach), exactly five ({@link Rule#STANDARD}, renju's black: the table
 * knows lines, not black's forbidden points) and caro's; each is built when first used.
 */
final class LinePatterns {
    /** The most cells each side of a point that a code covers: the reach of every rule but freestyle. */
    static final int MAX_REACH = 5;
    /** The cells each side of a point that a code covers where five or more win. */
    private static final int FIVE_OR_MORE_REACH = 4;
    /** A cell state: no stone. */
    static final int EMPTY = 0;
    /** A cell state: a stone of the colour whose view the code is. */
    static final int OWN = 1;
    /** A cell state: a stone of the other colour. */
    static final int BLOCKED = 2;
    /** A cell state: off the board. */
    static final int EDGE = 3;

    private static final Pattern[] PATTERNS = Pattern.values();
    private static final byte UNKNOWN = -1;

    private final Rule rule;
    /** The cells each side of the point that a code covers. */
    private final int reach;
    /** The cells a code covers, {@link #reach} each side. */
    private final int cells;
    /** The states a digit of a code tells apart: 3, or 4 where the edge is not the opponent's stone. */
    private final int radix;
    /** The weight of each cell's digit in a code: the radix to the power of the cell. */
    private final int[] weights;
    /** The pattern of each code, by ordinal. */
    private final byte[] patterns;

    private LinePatterns(Rule rule, int reach) {
        this.rule = rule;
        this.reach = reach;
        cells = 2 * reach;
        radix = rule == Rule.CARO ? 4 : 3;
        weights = new int[cells];
        int codes = 1;
        for (int cell = 0; cell < cells; cell++) {
            weights[cell] = codes;
            codes *= radix;
        }
        patterns = new byte[codes];
        Arrays.fill(patterns, UNKNOWN);
        for (int code = 0; code < codes; code++) {
            classify(code);
        }
    }

    /** The tables, each built on first use. */
    private static final class FiveOrMoreNear {
        static final LinePatterns TABLE = new LinePatterns(Rule.FREESTYLE, FIVE_OR_MORE_REACH);
    }

    private static final class FiveOrMore {
        static final LinePatterns TABLE = new LinePatterns(Rule.FREESTYLE, MAX_REACH);
    }

    private static final class ExactlyFive {
        static final LinePatterns TABLE = new LinePatterns(Rule.STANDARD, MAX_REACH);
    }

    private static final class Caro {
        static final LinePatterns TABLE = new LinePatterns(Rule.CARO, MAX_REACH);
    }

    /**
     * @param rule   a rule
     * @param colour 0 for black, 1 for white
     * @return the table of the colour's lines under the rule, shared: it is immutable
     */
    static LinePatterns of(Rule rule, int colour) {
        return switch (rule) {
            case FREESTYLE -> FiveOrMoreNear.TABLE;
            case STANDARD -> ExactlyFive.TABLE;
            case RENJU -> colour == 0 ? ExactlyFive.TABLE : FiveOrMore.TABLE;
            case CARO -> Caro.TABLE;
        };
    }

    /**
     * @param rule a rule
     * @return the reach of its tables, both colours': the cells each side of a point that a code covers
     */
    static int reach(Rule rule) {
        return rule == Rule.FREESTYLE ? FIVE_OR_MORE_REACH : MAX_REACH;
    }

    /**
     * @param offset a cell's distance from the point along the line, -reach..-1 or 1..reach
     * @param reach  the reach of the code
     * @return the index of that cell in the point's code, 0 to twice the reach less one
     */
    static int cell(int offset, int reach) {
        return offset < 0 ? offset + reach : offset + reach - 1;
    }

    /** @return the cells each side of a point that this table's codes cover */
    int reach() {
        return reach;
    }

    /** @return the cells a code of this table covers, {@link #reach()} each side */
    int cells() {
        return cells;
    }

    /**
     * @param state a cell state: {@link #EMPTY}, {@link #OWN}, {@link #BLOCKED} or {@link #EDGE}
     * @param cell  a cell's index ({@link #cell(int, int)} with this table's reach)
     * @return what a cell in that state adds to a code of this table: the state's digit (under base
     *         3, the edge's is the opponent's) times the cell's weight
     */
    int cellCode(int state, int cell) {
        int digit = state < radix ? state : BLOCKED;
        return digit * weights[cell];
    }

    /**
     * @param code a neighbourhood's code
     * @return what a stone of the code's colour makes on the point along the line
     */
    Pattern of(int code) {
        return PATTERNS[patterns[code]];
    }

    /**
     * @param code a neighbourhood's code
     * @return the ordinal of {@link #of(int)}: the hot path's look-up
     */
    int ordinalOf(int code) {
        return patterns[code];
    }

    /** The definitions of {@link Pattern}, with a stone of the colour on the point. */
    private int classify(int code) {
        byte known = patterns[code];
        if (known != UNKNOWN) {
            return known;
        }
        Pattern pattern;
        if (isFive(code)) {
            pattern = Pattern.FIVE;
        } else {
            int fivePoints = 0;
            Pattern best = Pattern.NONE;
            for (int i = 0; i < cells; i++) {
                if (state(code, i) == EMPTY) {
                    Pattern next = PATTERNS[classify(code + cellCode(OWN, i))];
                    if (next == Pattern.FIVE) {
                        fivePoints++;
                    } else if (next.compareTo(best) > 0) {
                        best = next;
                    }
                }
            }
            pattern = fivePoints >= 2 ? Pattern.OPEN_FOUR : fivePoints == 1 ? Pattern.FOUR : best.oneStoneShort();
        }
        patterns[code] = (byte) pattern.ordinal();
        return pattern.ordinal();
    }

    /**
     * Whether the stones in a row through the point, the point included, win by the rule (colour 0
     * stands for the table's colour: the rules that judge colours apart get a table a colour).
     */
    private boolean isFive(int code) {
        int left = reach - 1;
        while (left >= 0 && state(code, left) == OWN) {
            left--;
        }
        int right = reach;
        while (right < cells && state(code, right) == OWN) {
            right++;
        }
        boolean blockedTwice = left >= 0 && state(code, left) == BLOCKED && right < cells
                && state(code, right) == BLOCKED;
        return rule.wins(0, right - left, blockedTwice);
    }

    /** @return the state of the cell in the code (under base 3, {@link #BLOCKED} for the edge too) */
    private int state(int code, int cell) {
        return code / weights[cell] % radix;
    }
}
