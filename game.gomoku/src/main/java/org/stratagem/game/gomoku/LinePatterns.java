package org.stratagem.game.gomoku;

/**
 * The {@link Pattern} a stone makes on an empty point along one line, for every neighbourhood of the
 * point, precomputed once per {@link Rule}: the evaluation looks patterns up instead of scanning.
 *
 * <p>A neighbourhood is the {@value #REACH} cells each side of the point on the line, seen by one
 * colour: each cell is {@link #EMPTY}, {@link #OWN} or {@link #BLOCKED} (an opponent's stone or off
 * the board: both stop a line). Its code is the sum of each cell's state times the cell's
 * {@link #weight(int)}, a power of three, so a stone changes a code by one addition and undoing it
 * by one subtraction. Five cells each side are exactly enough: every five through the point lies
 * within four of it, and the rule needs to see the cell beyond each end to tell a five from an
 * overline.
 *
 * <p>The table is built by the definitions of {@link Pattern}, bottom up: a code's pattern follows
 * from the patterns of the codes with one more own stone, memoised, some 60 000 codes a rule.
 */
final class LinePatterns {
    /** The cells each side of a point that its code covers. */
    static final int REACH = 5;
    /** A cell state: no stone. */
    static final int EMPTY = 0;
    /** A cell state: a stone of the colour whose view the code is. */
    static final int OWN = 1;
    /** A cell state: a stone of the other colour, or off the board. */
    static final int BLOCKED = 2;

    private static final int NEIGHBOURS = 2 * REACH;
    private static final int[] WEIGHTS = new int[NEIGHBOURS];
    private static final int CODES;

    static {
        int weight = 1;
        for (int i = 0; i < NEIGHBOURS; i++) {
            WEIGHTS[i] = weight;
            weight *= 3;
        }
        CODES = weight;
    }

    private static final LinePatterns FREESTYLE = new LinePatterns(Rule.FREESTYLE);
    private static final LinePatterns STANDARD = new LinePatterns(Rule.STANDARD);

    private final Rule rule;
    /** The pattern of each code. */
    private final Pattern[] patterns = new Pattern[CODES];

    private LinePatterns(Rule rule) {
        this.rule = rule;
        for (int code = 0; code < CODES; code++) {
            classify(code);
        }
    }

    /** @return the table of the rule, shared: it is immutable */
    static LinePatterns of(Rule rule) {
        return switch (rule) {
            case FREESTYLE -> FREESTYLE;
            case STANDARD -> STANDARD;
        };
    }

    /**
     * @param offset a cell's distance from the point along the line, -{@value #REACH}..-1 or 1..{@value #REACH}
     * @return the weight of that cell's state in the point's code
     */
    static int weight(int offset) {
        return WEIGHTS[offset < 0 ? offset + REACH : offset + REACH - 1];
    }

    /**
     * @param code a neighbourhood's code
     * @return what a stone of the code's colour makes on the point along the line
     */
    Pattern of(int code) {
        return patterns[code];
    }

    /** The definitions of {@link Pattern}, with a stone of the colour on the point. */
    private Pattern classify(int code) {
        Pattern known = patterns[code];
        if (known != null) {
            return known;
        }
        Pattern pattern;
        if (rule.wins(runThroughPoint(code))) {
            pattern = Pattern.FIVE;
        } else {
            int fivePoints = 0;
            Pattern best = Pattern.NONE;
            for (int i = 0; i < NEIGHBOURS; i++) {
                if (cell(code, i) == EMPTY) {
                    Pattern next = classify(code + OWN * WEIGHTS[i]);
                    if (next == Pattern.FIVE) {
                        fivePoints++;
                    } else if (next.compareTo(best) > 0) {
                        best = next;
                    }
                }
            }
            pattern = fivePoints >= 2 ? Pattern.OPEN_FOUR : fivePoints == 1 ? Pattern.FOUR : best.oneStoneShort();
        }
        patterns[code] = pattern;
        return pattern;
    }

    /**
     * The stones in a row through the point, the point included. A row reaching the last cell of
     * the neighbourhood is already six long, an overline whatever lies beyond.
     */
    private static int runThroughPoint(int code) {
        int run = 1;
        for (int i = REACH - 1; i >= 0 && cell(code, i) == OWN; i--) {
            run++;
        }
        for (int i = REACH; i < NEIGHBOURS && cell(code, i) == OWN; i++) {
            run++;
        }
        return run;
    }

    private static int cell(int code, int index) {
        return code / WEIGHTS[index] % 3;
    }
}
