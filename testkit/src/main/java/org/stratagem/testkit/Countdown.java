package org.stratagem.testkit;

import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;

/**
 * A small game, correct or with one deliberate flaw, that shows what the conformance suite catches: for
 * the kit's own tests, and to check that a pipeline built on the kit fails when it should. Tokens lie on
 * a pile, two players take one or two in turn, and whoever takes the last wins (+1). A position is
 * written {@code TOKENS/SEAT} ({@code ""} is the full pile, seat 0 to move), a move as the number taken.
 * Its id is {@value #ID}.
 */
public final class Countdown implements Game<Countdown.Pile> {
    /** The game's id. */
    public static final String ID = "countdown";

    /** The flaw the game is built with. */
    public enum Flaw {
        /** None: the game conforms. */
        NONE,
        /** Undoing a move from a pile of more than four tokens loses a token. */
        UNDO_FORGETS_THE_KEY,
        /** A pile of more than three tokens is written as three. */
        LOSSY_NOTATION,
        /** Every pile of two tokens or more has the same key. */
        COLLIDING_KEYS,
        /** The loser's result is 0, not -1. */
        RESULTS_DO_NOT_SUM_TO_ZERO,
        /** Piles of three tokens or more share a canonical key, though their values differ. */
        LYING_CANONICAL_KEY
    }

    private final int tokens;
    private final Flaw flaw;

    /**
     * @param tokens the full pile, 1..1000
     * @param flaw   the flaw built in
     */
    public Countdown(int tokens, Flaw flaw) {
        this.tokens = tokens;
        this.flaw = flaw;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Countdown from " + tokens;
    }

    @Override
    public GameTraits traits() {
        return GameTraits.twoPlayers(KeyKind.EXACT);
    }

    @Override
    public int teamOf(int seat) {
        return seat;
    }

    @Override
    public Pile parsePosition(String text) {
        if (text.isEmpty()) {
            return new Pile(tokens, 0);
        }
        String[] parts = text.split("/");
        try {
            if (parts.length == 2) {
                int left = Integer.parseInt(parts[0]);
                int seat = Integer.parseInt(parts[1]);
                if (left >= 0 && left <= 1000 && (seat == 0 || seat == 1)) {
                    return new Pile(left, seat);
                }
            }
        } catch (NumberFormatException notANumber) {
            // refused below
        }
        throw new NotationException("position '" + NotationException.excerpt(text) + "': expected TOKENS/SEAT");
    }

    @Override
    public String formatPosition(Pile pile) {
        return (flaw == Flaw.LOSSY_NOTATION && pile.left > 3 ? 3 : pile.left) + "/" + pile.seat;
    }

    @Override
    public int parseMove(Pile pile, String text) {
        if (!text.equals("1") && !text.equals("2") || Integer.parseInt(text) > pile.left) {
            throw new NotationException("move '" + NotationException.excerpt(text) + "': take 1 or 2, at most what is left");
        }
        return Integer.parseInt(text);
    }

    @Override
    public String formatMove(Pile pile, int move) {
        return Integer.toString(move);
    }

    /** The tokens left and whose turn it is, with the moves made. */
    public final class Pile implements Position {
        private int left;
        private int seat;
        private final int[] taken = new int[1001];
        private int made;

        Pile(int left, int seat) {
            this.left = left;
            this.seat = seat;
        }

        @Override
        public int seatToMove() {
            return left == 0 ? NOBODY : seat;
        }

        @Override
        public boolean isTerminal() {
            return left == 0;
        }

        @Override
        public void legalMoves(MoveList out) {
            out.clear();
            for (int take = 1; take <= Math.min(2, left); take++) {
                out.add(take);
            }
        }

        @Override
        public void makeMove(int move) {
            taken[made++] = move;
            left -= move;
            seat = 1 - seat;
        }

        @Override
        public void undoMove() {
            if (made == 0) {
                throw new IllegalStateException("no move to undo");
            }
            left += taken[--made];
            seat = 1 - seat;
            if (flaw == Flaw.UNDO_FORGETS_THE_KEY && left > 4) {
                left--;
            }
        }

        @Override
        public int movesMade() {
            return made;
        }

        @Override
        public long key() {
            return flaw == Flaw.COLLIDING_KEYS ? Math.min(left, 2) * 2L + seat : left * 2L + seat;
        }

        @Override
        public long canonicalKey() {
            return flaw == Flaw.LYING_CANONICAL_KEY ? Math.min(left, 3) * 2L + seat : key();
        }

        @Override
        public int terminalValue(int team) {
            if (!isTerminal()) {
                throw new IllegalStateException("the game is not over");
            }
            int winner = 1 - seat;
            return flaw == Flaw.RESULTS_DO_NOT_SUM_TO_ZERO ? (team == winner ? 1 : 0) : team == winner ? 1 : -1;
        }

        @Override
        public Position copy() {
            Pile copy = new Pile(left, seat);
            System.arraycopy(taken, 0, copy.taken, 0, made);
            copy.made = made;
            return copy;
        }
    }
}
