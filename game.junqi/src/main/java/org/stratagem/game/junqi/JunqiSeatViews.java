package org.stratagem.game.junqi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.SeatViews;

/**
 * Junqi watched from one seat: the game replayed from its start on the true position, each move turned into
 * what every seat is told of it ({@link Observation#play}: the collision and the flags revealed, never a
 * rank) and fed to the seat's {@link Beliefs} as a brain feeds them ({@link Beliefs#observe}, then
 * {@link Beliefs#seatOut} for each seat the move put out). The view gives each piece's ranks from the beliefs
 * alone, with {@link Beliefs#rankProbabilities}; the true ranks only decide the outcomes the seat is told.
 * A piece is seen when it belongs to the seat or to a partner it sees, or is a flag made public.
 */
final class JunqiSeatViews implements SeatViews<JunqiPosition> {

    @Override
    public View view(JunqiPosition start, int[] moves, int seat) {
        Board board = start.board();
        if (seat < 0 || seat >= Board.SEATS || !board.seated(seat)) {
            throw new NotationException("seat " + seat + " does not play " + (board.duel()
                    ? "the duel: its seats are 0 and 2" : "Siguo Junqi: its seats are 0..3"));
        }
        JunqiPosition position = start.copy();
        Beliefs beliefs = new Beliefs(position, seat);
        MoveList legal = new MoveList();
        for (int move : moves) {
            play(position, move, beliefs, legal);
        }
        List<Piece> pieces = new ArrayList<>();
        for (int cell = 0; cell < board.size(); cell++) {
            int owner = beliefs.ownerAt(cell);
            if (owner >= 0) {
                pieces.add(piece(position, beliefs, cell, owner));
            }
        }
        return new View(seat, pieces);
    }

    /** Plays one move on the true position and tells the beliefs what the seat observes of it. */
    private static void play(JunqiPosition position, int move, Beliefs beliefs, MoveList legal) {
        int outBefore = position.outSeats();
        if (move == JunqiPosition.PASS || move == JunqiPosition.RESIGN) {
            if (position.isTerminal()) {
                throw new NotationException("the game is over: no move after it");
            }
            position.makeMove(move);
        } else {
            position.legalMoves(legal);
            if (position.isTerminal() || !legal.contains(move)) {
                throw new NotationException("move " + move + " is not legal in its position");
            }
            Observation seen = Observation.play(position, move);
            beliefs.observe(seen.from(), seen.to(), seen.collision(), seen.flags());
        }
        int newlyOut = position.outSeats() & ~outBefore;
        for (int owner = 0; owner < Board.SEATS; owner++) {
            if ((newlyOut & 1 << owner) != 0) {
                beliefs.seatOut(owner);
            }
        }
    }

    private static Piece piece(JunqiPosition position, Beliefs beliefs, int cell, int owner) {
        int mask = beliefs.mask(cell);
        boolean publicFlag = mask == Collision.bit(Rank.FLAG) && position.flagRevealed(owner);
        String name = position.board().name(cell);
        if (Integer.bitCount(mask) == 1) {
            Rank rank = Rank.ALL[Integer.numberOfTrailingZeros(mask)];
            return new Piece(name, owner, beliefs.sees(owner) || publicFlag, List.of(new Chance(rank.token(), 1)));
        }
        double[] probabilities = beliefs.rankProbabilities(cell);
        List<Chance> ranks = new ArrayList<>();
        for (Rank rank : Rank.ALL) {
            if ((mask & Collision.bit(rank)) != 0 && probabilities[rank.ordinal()] > 0) {
                ranks.add(new Chance(rank.token(), probabilities[rank.ordinal()]));
            }
        }
        // stable: among equally likely ranks the stronger stays first
        ranks.sort(Comparator.comparingDouble(Chance::probability).reversed());
        return new Piece(name, owner, false, ranks);
    }
}
