package org.stratagem.engine.search.expectimax;

import java.util.Arrays;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchHints;

/**
 * A dice race, the fixture of chance whose values can be worked out by hand: two seats (teams 0 and
 * 1) race their tokens from 0 to the goal. The seat to move chooses one of the dice, then rolls it
 * (a chance node) and moves its token forward by the roll. The first token to reach the goal wins by
 * the distance the other still has to go; rolling the highest face of the chosen die, short of the
 * goal, gives the same seat another turn. Every roll moves a token, so every game ends.
 *
 * <p>A die is its faces, equally likely: faces {@code 1,1,2} roll 1 with probability 2/3. Keys are
 * exact: the tokens, the seat and the chosen die fit in 32 bits. Notation: a position is
 * {@code token0,token1,seat}, with {@code ,die} after it while the chosen die is to be rolled
 * ({@code 3,5,1,0}); the empty string is {@code 0,0,0}. Choosing a die is written as its letter
 * ({@code A} for the first), a roll as its number.
 */
public final class DiceRace implements Game<DiceRace.Race>, SearchHints {
    private static final int NO_DIE = -1;

    private final int goal;
    private final int[][] rolls;
    private final double[][] probabilities;
    private final int[] highestRoll;
    private final int[][] faces;

    /**
     * @param goal  the square to reach, 1..127
     * @param faces each die's faces, each from 1 to 127; at most 26 dice
     * @throws IllegalArgumentException if the goal, a die or a face is out of range
     */
    public DiceRace(int goal, int[]... faces) {
        if (goal < 1 || goal > 127 || faces.length < 1 || faces.length > 26) {
            throw new IllegalArgumentException("a race needs a goal of 1-127 and 1-26 dice");
        }
        this.goal = goal;
        this.faces = faces.clone();
        rolls = new int[faces.length][];
        probabilities = new double[faces.length][];
        highestRoll = new int[faces.length];
        for (int die = 0; die < faces.length; die++) {
            if (faces[die].length == 0 || Arrays.stream(faces[die]).anyMatch(face -> face < 1 || face > 127)) {
                throw new IllegalArgumentException("faces go from 1 to 127: " + Arrays.toString(faces[die]));
            }
            int[] sorted = faces[die].clone();
            Arrays.sort(sorted);
            rolls[die] = Arrays.stream(sorted).distinct().toArray();
            probabilities[die] = new double[rolls[die].length];
            for (int r = 0; r < rolls[die].length; r++) {
                int roll = rolls[die][r];
                probabilities[die][r] = (double) Arrays.stream(sorted).filter(face -> face == roll).count() / sorted.length;
            }
            highestRoll[die] = sorted[sorted.length - 1];
        }
    }

    /** @return a race to 6 with a steady die (2 or 3), a gambler's die (1 or 5) and a plain 1-3 */
    public static DiceRace standard() {
        return new DiceRace(6, new int[] {2, 2, 3}, new int[] {1, 1, 1, 5}, new int[] {1, 2, 3});
    }

    @Override
    public String id() {
        return "dicerace";
    }

    @Override
    public String name() {
        return "Dice race to " + goal + " with dice " + Arrays.deepToString(faces);
    }

    /** A race is won by at most the whole course: the loser may not have moved at all. */
    @Override
    public int valueBound() {
        return goal;
    }

    @Override
    public GameTraits traits() {
        return GameTraits.twoPlayers(KeyKind.EXACT).withTurnKeeping().withChance();
    }

    @Override
    public int teamOf(int seat) {
        return seat;
    }

    @Override
    public Race parsePosition(String text) {
        if (text.isEmpty()) {
            return new Race(pack(0, 0, 0, NO_DIE));
        }
        String[] parts = text.split(",", -1);
        int[] numbers = new int[parts.length];
        try {
            for (int i = 0; i < parts.length; i++) {
                numbers[i] = Integer.parseInt(parts[i]);
            }
        } catch (NumberFormatException e) {
            throw new NotationException("a position is token0,token1,seat[,die], not '" + text + "'");
        }
        int highest = Arrays.stream(highestRoll).max().orElseThrow();
        boolean inRange = (parts.length == 3 || parts.length == 4) && numbers[2] >= 0 && numbers[2] <= 1
                && (parts.length == 3 || numbers[3] >= 0 && numbers[3] < rolls.length)
                && numbers[0] >= 0 && numbers[1] >= 0 && Math.min(numbers[0], numbers[1]) < goal
                && Math.max(numbers[0], numbers[1]) < goal + highest;
        if (!inRange || parts.length == 4 && Math.max(numbers[0], numbers[1]) >= goal) {
            throw new NotationException("'" + text + "' is not token0,token1,seat[,die] with tokens below "
                    + goal + " (one may have passed it), seat 0-1 and die 0-" + (rolls.length - 1));
        }
        return new Race(pack(numbers[0], numbers[1], numbers[2], parts.length == 4 ? numbers[3] : NO_DIE));
    }

    @Override
    public String formatPosition(Race race) {
        int state = race.state;
        return token(state, 0) + "," + token(state, 1) + "," + seat(state) + (die(state) == NO_DIE ? "" : "," + die(state));
    }

    @Override
    public int parseMove(Race race, String text) {
        MoveList moves = new MoveList();
        race.legalMoves(moves);
        int move = race.seatToMove() == Position.CHANCE ? parseRoll(text)
                : text.length() == 1 ? text.charAt(0) - 'A' : -1;
        if (!moves.contains(move)) {
            throw new NotationException(text + " is not a legal move in " + formatPosition(race));
        }
        return move;
    }

    private static int parseRoll(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    @Override
    public String formatMove(Race race, int move) {
        return race.seatToMove() == Position.CHANCE ? Integer.toString(move) : String.valueOf((char) ('A' + move));
    }

    /** The state in 32 bits: the tokens (8 bits each), the seat to move, the chosen die plus one. */
    private static int pack(int token0, int token1, int seat, int die) {
        return token0 | token1 << 8 | seat << 16 | die + 1 << 17;
    }

    private static int token(int state, int seat) {
        return state >>> 8 * seat & 0xFF;
    }

    private static int seat(int state) {
        return state >>> 16 & 1;
    }

    private static int die(int state) {
        return (state >>> 17) - 1;
    }

    /** A race in progress; its history is the stack of the states before each move. */
    public final class Race implements Position {
        private int state;
        private int[] history = new int[16];
        private int movesMade;

        Race(int state) {
            this.state = state;
        }

        private Race(Race other) {
            state = other.state;
            history = other.history.clone();
            movesMade = other.movesMade;
        }

        @Override
        public int seatToMove() {
            return isTerminal() ? NOBODY : die(state) == NO_DIE ? seat(state) : CHANCE;
        }

        @Override
        public boolean isTerminal() {
            return token(state, 0) >= goal || token(state, 1) >= goal;
        }

        @Override
        public void legalMoves(MoveList out) {
            out.clear();
            if (isTerminal()) {
                return;
            }
            int die = die(state);
            if (die == NO_DIE) {
                for (int choice = 0; choice < rolls.length; choice++) {
                    out.add(choice);
                }
                return;
            }
            for (int r = 0; r < rolls[die].length; r++) {
                out.add(rolls[die][r], probabilities[die][r]);
            }
        }

        @Override
        public void makeMove(int move) {
            if (movesMade == history.length) {
                history = Arrays.copyOf(history, 2 * movesMade);
            }
            history[movesMade++] = state;
            int seat = seat(state);
            int die = die(state);
            if (die == NO_DIE) {
                state = pack(token(state, 0), token(state, 1), seat, move);
                return;
            }
            int moved = token(state, seat) + move;
            boolean again = move == highestRoll[die] && moved < goal;
            int next = again ? seat : 1 - seat;
            state = seat == 0 ? pack(moved, token(state, 1), next, NO_DIE) : pack(token(state, 0), moved, next, NO_DIE);
        }

        @Override
        public void undoMove() {
            if (movesMade == 0) {
                throw new IllegalStateException("no move to undo");
            }
            state = history[--movesMade];
        }

        @Override
        public int movesMade() {
            return movesMade;
        }

        @Override
        public long key() {
            return state;
        }

        @Override
        public int terminalValue(int team) {
            if (!isTerminal()) {
                throw new IllegalStateException("the race is not over");
            }
            int winner = token(state, 0) >= goal ? 0 : 1;
            int margin = goal - token(state, 1 - winner);
            return team == winner ? margin : -margin;
        }

        @Override
        public Race copy() {
            return new Race(this);
        }

        @Override
        public String toString() {
            return formatPosition(this);
        }
    }
}
