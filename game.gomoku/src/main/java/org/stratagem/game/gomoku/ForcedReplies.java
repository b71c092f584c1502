package org.stratagem.game.gomoku;

import org.stratagem.engine.api.MoveList;

/**
 * The side to move's moves that do not lose at once to the threats on the board, exactly: every
 * move left out loses within three plies whatever follows, so a search that tries only these moves
 * loses no value (the threat-space pruning of Allis's Go-Moku solution). In order of urgency:
 * <ol>
 * <li>the side to move can make five: that point ({@link Threat#OWN_FIVE});</li>
 * <li>the opponent can make five: the moves that stop every five, the five's point (under
 * {@link Rule#CARO} also a stone that closes the far end of its line); none when two fives are on
 * different points or black may not play the block ({@link Threat#FIVE}). Any other move lets the
 * five be made;</li>
 * <li>the opponent has an open three, a point where it makes an open four and may play: the side to
 * move's fours and the moves after which the opponent has no such point left; none when nothing
 * stops every open three ({@link Threat#OPEN_THREE}). Any other move lets the opponent make an open
 * four, two fives of which one block stops only one, and the side to move, having made no four, has
 * no five to answer with;</li>
 * <li>otherwise nothing forces the side to move ({@link Threat#NONE}): no move is listed.</li>
 * </ol>
 * Two rules limit the third case. Under {@link Rule#CARO} a straight four can be stopped by one
 * stone (a five closed at both ends does not win), so open threes force nothing there. Under
 * {@link Rule#RENJU}, when black threatens an open four on a point crowded by black stones
 * ({@link GomokuPosition#mightBeForbidden}), a white stone elsewhere may make that point forbidden
 * through the recursive definition of a three; rather than judge every white move, such a position
 * is {@link Threat#NONE} too. Leaving the choice open is always exact.
 *
 * <p>A defence is found without playing it: a stone on a point changes the opponent's patterns
 * only along the lines through it, so the candidates are the open-four points and the points
 * within {@value LinePatterns#MAX_REACH} of them along their lines, and whether one stops a threat is
 * a look-up of the pattern with that cell blocked ({@link GomokuPosition#patternIfBlocked}).
 * Stateless; allocates nothing.
 */
final class ForcedReplies {
    /** What forces the side to move. */
    enum Threat {
        /** The side to move can make five; the reply is its point. */
        OWN_FIVE,
        /** The opponent can make five; the replies stop every five (none: the game is lost). */
        FIVE,
        /** The opponent can make an open four; the replies are the fours and the defences (none: lost). */
        OPEN_THREE,
        /** Nothing forces the side to move; no reply is listed. */
        NONE
    }

    private static final int OPEN_FOUR = Pattern.OPEN_FOUR.ordinal();
    /** The patterns of a four, the open one first. */
    private static final Pattern[] FOURS = {Pattern.OPEN_FOUR, Pattern.FOUR};

    private ForcedReplies() {
    }

    /**
     * @param position a position whose game is not over
     * @param out      cleared, then filled with the replies, each once, in no particular order
     * @return what forces the side to move
     */
    static Threat of(GomokuPosition position, MoveList out) {
        out.clear();
        int mover = position.colourToMove();
        int opponent = 1 - mover;
        if (position.patternCount(mover, Pattern.FIVE) > 0) {
            out.add(position.threatPoint(mover, Pattern.FIVE, 0));
            return Threat.OWN_FIVE;
        }
        if (position.patternCount(opponent, Pattern.FIVE) > 0) {
            addBlocks(position, mover, out);
            return Threat.FIVE;
        }
        if (!forcingOpenThree(position, opponent)) {
            return Threat.NONE;
        }
        addFours(position, mover, out);
        addDefences(position, mover, out);
        return Threat.OPEN_THREE;
    }

    /**
     * @param position a position
     * @param colour   0 for black, 1 for white
     * @param point    an empty point
     * @return whether a stone of the colour there makes a four or an open four along some line
     */
    static boolean makesFour(GomokuPosition position, int colour, int point) {
        for (int direction = 0; direction < LineGeometry.DIRECTIONS; direction++) {
            int pattern = position.patternAt(colour, point, direction);
            if (pattern >= Pattern.FOUR.ordinal() && pattern < Pattern.FIVE.ordinal()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the colour's open threes force the opponent's reply: it has an open-four point it may
     * play, under a rule where an open four wins, and none that a white stone might make forbidden.
     */
    private static boolean forcingOpenThree(GomokuPosition position, int colour) {
        if (position.rule() == Rule.CARO) {
            return false;
        }
        boolean forcing = false;
        boolean judgedByRenju = colour == 0 && position.rule().forbidsShapes();
        for (int i = 0; i < position.patternCount(colour, Pattern.OPEN_FOUR); i++) {
            int point = position.threatPoint(colour, Pattern.OPEN_FOUR, i);
            if (judgedByRenju && position.mightBeForbidden(point)) {
                return false;
            }
            forcing |= position.mayPlay(colour, point);
        }
        return forcing;
    }

    /** The moves that stop every five of the opponent, which can make one. */
    private static void addBlocks(GomokuPosition position, int mover, MoveList out) {
        int opponent = 1 - mover;
        int five = position.threatPoint(opponent, Pattern.FIVE, 0);
        if (position.rule() == Rule.CARO) {
            addCaroBlocks(position, five, out);
            return;
        }
        for (int i = 1; i < position.patternCount(opponent, Pattern.FIVE); i++) {
            if (position.threatPoint(opponent, Pattern.FIVE, i) != five) {
                return;
            }
        }
        if (position.mayPlay(mover, five)) {
            out.add(five);
        }
    }

    /**
     * Under caro, the five's point and the empty points that close the far end of one of its lines,
     * within {@value LinePatterns#MAX_REACH} of it, where a stone leaves the opponent no five.
     */
    static void addCaroBlocks(GomokuPosition position, int five, MoveList out) {
        Board board = position.board();
        int opponent = 1 - position.colourToMove();
        for (int direction = 0; direction < LineGeometry.DIRECTIONS; direction++) {
            for (int offset = -LinePatterns.MAX_REACH; offset <= LinePatterns.MAX_REACH; offset++) {
                int point = board.along(five, direction, offset);
                if (point >= 0 && position.isEmpty(point) && (offset != 0 || direction == 0) && !out.contains(point)) {
                    position.makeMove(point);
                    boolean stops = position.patternCount(opponent, Pattern.FIVE) == 0;
                    position.undoMove();
                    if (stops) {
                        out.add(point);
                    }
                }
            }
        }
    }

    /** The points where the colour makes a four or an open four and may play, each once. */
    static void addFours(GomokuPosition position, int colour, MoveList out) {
        for (Pattern pattern : FOURS) {
            for (int i = 0; i < position.patternCount(colour, pattern); i++) {
                int point = position.threatPoint(colour, pattern, i);
                if (!out.contains(point) && position.mayPlay(colour, point)) {
                    out.add(point);
                }
            }
        }
    }

    /**
     * The mover's points after which the opponent has no open-four point it may play: each lies on
     * the line of every such (point, direction) pair, within reach, or is the point itself.
     */
    private static void addDefences(GomokuPosition position, int mover, MoveList out) {
        int opponent = 1 - mover;
        Board board = position.board();
        int threats = position.patternCount(opponent, Pattern.OPEN_FOUR);
        for (int i = 0; i < threats; i++) {
            int threat = position.threatPoint(opponent, Pattern.OPEN_FOUR, i);
            int direction = position.threatDirection(opponent, Pattern.OPEN_FOUR, i);
            for (int offset = -LinePatterns.MAX_REACH; offset <= LinePatterns.MAX_REACH; offset++) {
                int point = board.along(threat, direction, offset);
                if (point >= 0 && position.isEmpty(point) && !out.contains(point) && position.mayPlay(mover, point)
                        && stopsEveryOpenFour(position, opponent, point)) {
                    out.add(point);
                }
            }
        }
    }

    /** @return whether a stone of the opponent's opponent on the empty point leaves the colour no open-four point it may play */
    private static boolean stopsEveryOpenFour(GomokuPosition position, int colour, int point) {
        Board board = position.board();
        for (int i = 0; i < position.patternCount(colour, Pattern.OPEN_FOUR); i++) {
            int threat = position.threatPoint(colour, Pattern.OPEN_FOUR, i);
            if (threat == point || !position.mayPlay(colour, threat)) {
                continue;
            }
            int direction = position.threatDirection(colour, Pattern.OPEN_FOUR, i);
            int offset = board.offsetAlong(threat, direction, point);
            if (offset == 0 || Math.abs(offset) > LinePatterns.MAX_REACH
                    || position.patternIfBlocked(colour, threat, direction, offset) >= OPEN_FOUR) {
                return false;
            }
        }
        return true;
    }
}
