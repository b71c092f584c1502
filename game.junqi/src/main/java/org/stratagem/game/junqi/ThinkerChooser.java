package org.stratagem.game.junqi;

import org.stratagem.engine.api.MoveList;

/**
 * The brain's search: keeps the seat's {@link Beliefs} from every observed move and asks a
 * {@link JunqiThinker} for each move, on expectations over the ranks still possible. Another chooser
 * follows the same game and answers where the thinker's move is not one the seat can play (it never
 * should be: the belief state and the seat's view hold the same pieces).
 */
final class ThinkerChooser implements MoveChooser {
    private final JunqiThinker thinker;
    private final MoveChooser fallback;
    private final MoveList legal = new MoveList();
    private Beliefs beliefs;

    /**
     * @param thinker  the search
     * @param fallback the chooser of the moves the search cannot give
     */
    ThinkerChooser(JunqiThinker thinker, MoveChooser fallback) {
        this.thinker = thinker;
        this.fallback = fallback;
    }

    @Override
    public void begin(SeatView view) {
        int seat = view.seat();
        Lineup partner = view.board().duel() ? null : view.shown((seat + 2) % Board.SEATS);
        beliefs = new Beliefs(view.variant(), seat, view.shown(seat), partner);
        fallback.begin(view);
    }

    @Override
    public void observe(SeatView view, Observation observation) {
        beliefs.observe(observation.from(), observation.to(), observation.collision(), observation.flags());
        fallback.observe(view, observation);
    }

    @Override
    public void eliminated(SeatView view, int seat) {
        beliefs.seatOut(seat);
        fallback.eliminated(view, seat);
    }

    @Override
    public int choose(SeatView view, long deadline) {
        long deadlineMillis = System.currentTimeMillis() + (deadline - System.nanoTime()) / 1_000_000;
        int move = thinker.chooseMove(beliefs, deadlineMillis);
        view.legalMoves(legal);
        return legal.contains(move) ? move : fallback.choose(view, deadline);
    }
}
