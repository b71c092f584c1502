package org.stratagem.launcher.it.probe;

import java.util.Hashtable;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.ServiceProperties;

/**
 * A third party's game with a bug, for the tests of {@code conform}: take one or two tokens from a pile
 * of nine, whoever takes the last wins; but undoing a move from a pile of more than four tokens loses a
 * token. Its bundle's activator registers it as the game {@value #ID}.
 */
public final class BrokenGame implements Game<BrokenGame.Pile>, BundleActivator {
    /** The game's id. */
    public static final String ID = "brokencount";

    @Override
    public void start(BundleContext context) {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(ServiceProperties.GAME_ID, ID);
        context.registerService(Game.class, this, properties);
    }

    @Override
    public void stop(BundleContext context) {
        // the framework unregisters the game with the bundle
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Broken countdown";
    }

    @Override
    public GameTraits traits() {
        return new GameTraits(2, 2, false, false, false, false, KeyKind.EXACT);
    }

    @Override
    public int teamOf(int seat) {
        return seat;
    }

    @Override
    public Pile parsePosition(String text) {
        if (text.isEmpty()) {
            return new Pile(9, 0);
        }
        throw new NotationException("position '" + NotationException.excerpt(text) + "': only the initial position ''");
    }

    @Override
    public String formatPosition(Pile pile) {
        return pile.made == 0 && pile.left == 9 ? "" : pile.left + "/" + pile.seat;
    }

    @Override
    public int parseMove(Pile pile, String text) {
        if (!text.equals("1") && !text.equals("2")) {
            throw new NotationException("move '" + NotationException.excerpt(text) + "': take 1 or 2");
        }
        return Integer.parseInt(text);
    }

    @Override
    public String formatMove(Pile pile, int move) {
        return Integer.toString(move);
    }

    /** The tokens left, whose turn it is, and the moves made. */
    public static final class Pile implements Position {
        private int left;
        private int seat;
        private final int[] taken = new int[16];
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
            left += taken[--made] - (left + taken[made] > 4 ? 1 : 0);
            seat = 1 - seat;
        }

        @Override
        public int movesMade() {
            return made;
        }

        @Override
        public long key() {
            return left * 2L + seat;
        }

        @Override
        public int terminalValue(int team) {
            if (!isTerminal()) {
                throw new IllegalStateException("the game is not over");
            }
            return team == 1 - seat ? 1 : -1;
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
