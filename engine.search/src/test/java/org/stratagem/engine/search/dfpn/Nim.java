package org.stratagem.engine.search.dfpn;

import java.util.Arrays;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;

/**
 * Nim, the fixture of a game without draws, where df-pn asks a single question: piles of at most 7
 * counters; a move takes one or more counters from one pile; whoever takes the last counter wins.
 * Its theory is Bouton's: the player to move loses exactly when the piles' sizes XOR to 0. With
 * {@code takingTwoKeepsTurn}, a move that takes exactly two counters keeps the turn, unless it ends
 * the game: a turn-keeping game without draws and without a theory at hand.
 *
 * <p>Keys are exact: the piles, 3 bits each, then the seat to move (at the end, the seat that would
 * have moved: the loser, since the move that ends the game always passes the turn). Notation: a
 * position is the piles' sizes separated by commas, a colon and the seat to move ({@code 3,4,5:0});
 * the empty string is the game's initial position. A move is the pile's index from 0, a dash and
 * the number taken ({@code 2-3}).
 */
final class Nim implements Game<Nim.Piles> {
    private static final int MAX_PILE = 7;

    private final boolean takingTwoKeepsTurn;
    private final int[] initial;

    /**
     * @param takingTwoKeepsTurn whether a move that takes two counters keeps the turn
     * @param initial           the piles of the initial position, seat 0 to move
     */
    Nim(boolean takingTwoKeepsTurn, int... initial) {
        this.takingTwoKeepsTurn = takingTwoKeepsTurn;
        this.initial = initial.clone();
    }

    @Override
    public String id() {
        return "nim";
    }

    @Override
    public String name() {
        return "Nim " + Arrays.toString(initial) + (takingTwoKeepsTurn ? ", taking two keeps the turn" : "");
    }

    @Override
    public GameTraits traits() {
        GameTraits traits = GameTraits.twoPlayers(KeyKind.EXACT);
        return takingTwoKeepsTurn ? traits.withTurnKeeping() : traits;
    }

    @Override
    public int teamOf(int seat) {
        return seat;
    }

    @Override
    public Piles parsePosition(String text) {
        if (text.isEmpty()) {
            return new Piles(initial.clone(), 0);
        }
        String[] parts = text.split(":", -1);
        try {
            if (parts.length == 2) {
                int[] piles = Arrays.stream(parts[0].split(",", -1)).mapToInt(Integer::parseInt).toArray();
                int seat = Integer.parseInt(parts[1]);
                boolean pilesFit = Arrays.stream(piles).allMatch(pile -> pile >= 0 && pile <= MAX_PILE);
                if (piles.length == initial.length && pilesFit && (seat == 0 || seat == 1)) {
                    return new Piles(piles, seat);
                }
            }
        } catch (NumberFormatException e) {
            throw new NotationException("a position is piles:seat, not '" + text + "': " + e.getMessage());
        }
        throw new NotationException("a position is " + initial.length + " piles of 0-" + MAX_PILE
                + " separated by commas, a colon and the seat 0 or 1, not '" + text + "'");
    }

    @Override
    public String formatPosition(Piles position) {
        StringBuilder text = new StringBuilder();
        for (int pile : position.piles) {
            text.append(text.length() == 0 ? "" : ",").append(pile);
        }
        return text.append(':').append(position.seat).toString();
    }

    @Override
    public int parseMove(Piles position, String text) {
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            if (formatMove(position, moves.get(i)).equals(text)) {
                return moves.get(i);
            }
        }
        throw new NotationException(text + " is not a legal move in " + formatPosition(position));
    }

    @Override
    public String formatMove(Piles position, int move) {
        return move / (MAX_PILE + 1) + "-" + move % (MAX_PILE + 1);
    }

    /** A position of Nim, with the moves made on it. */
    final class Piles implements Position {
        private final int[] piles;
        private int seat;
        private int[] history = new int[16];
        private int made;

        private Piles(int[] piles, int seat) {
            this.piles = piles;
            this.seat = seat;
        }

        @Override
        public int seatToMove() {
            return isTerminal() ? NOBODY : seat;
        }

        @Override
        public boolean isTerminal() {
            return Arrays.stream(piles).allMatch(pile -> pile == 0);
        }

        @Override
        public void legalMoves(MoveList out) {
            out.clear();
            for (int pile = 0; pile < piles.length; pile++) {
                for (int take = piles[pile]; take >= 1; take--) {
                    out.add(pile * (MAX_PILE + 1) + take);
                }
            }
        }

        @Override
        public void makeMove(int move) {
            int pile = move / (MAX_PILE + 1);
            piles[pile] -= move % (MAX_PILE + 1);
            if (made == history.length) {
                history = Arrays.copyOf(history, made * 2);
            }
            history[made++] = move << 1 | seat;
            if (!takingTwoKeepsTurn || move % (MAX_PILE + 1) != 2 || isTerminal()) {
                seat = 1 - seat;
            }
        }

        @Override
        public void undoMove() {
            if (made == 0) {
                throw new IllegalStateException("no move to undo");
            }
            int record = history[--made];
            seat = record & 1;
            int move = record >>> 1;
            piles[move / (MAX_PILE + 1)] += move % (MAX_PILE + 1);
        }

        @Override
        public int movesMade() {
            return made;
        }

        @Override
        public long key() {
            long key = 0;
            for (int pile : piles) {
                key = key << 3 | pile;
            }
            return key << 1 | seat;
        }

        @Override
        public int terminalValue(int team) {
            if (!isTerminal()) {
                throw new IllegalStateException("the game is not over");
            }
            return team == seat ? -1 : 1;
        }

        @Override
        public Piles copy() {
            Piles copy = new Piles(piles.clone(), seat);
            copy.history = history.clone();
            copy.made = made;
            return copy;
        }

        /** @return the XOR of the piles' sizes: 0 exactly when the player to move loses (without turn keeping) */
        int nimSum() {
            return Arrays.stream(piles).reduce(0, (a, b) -> a ^ b);
        }
    }
}
