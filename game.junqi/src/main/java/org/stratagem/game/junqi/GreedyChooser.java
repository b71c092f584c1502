package org.stratagem.game.junqi;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.stratagem.engine.api.MoveList;

/**
 * The brain's own chooser, a one-move greedy rule on the observed board (no search, no probabilities):
 * each legal move gets a score, the best is played, ties broken by a seeded draw.
 * <ol>
 * <li>Take a flag that is public: nothing scores more.</li>
 * <li>Never attack a piece known to beat a piece at least as strong as the attacker (it took one, or one
 *     died attacking it), unless a bomb attacks or an engineer attacks what may still be a mine.</li>
 * <li>Attack an unmoved piece in a headquarters (the flag, or a mine) with an engineer first, else with
 *     the weakest officer; what may be a mine (unmoved, rows 4-5) with an engineer only.</li>
 * <li>Attack other pieces with the strongest officers (a 40 or 39 less eagerly where a bomb may stand),
 *     keep the weak ones and the engineers out of fights; spend a bomb only on a piece known to beat a 38
 *     or stronger.</li>
 * <li>Otherwise advance towards the nearest enemy headquarters, into camps where they are on the way,
 *     keeping the pieces of the back two rows home as the flag's guards.</li>
 * </ol>
 * What the chooser knows of enemy pieces comes from the collisions it observed: for each, the strongest
 * rank it is known to have beaten, carried along when it moves.
 */
final class GreedyChooser implements MoveChooser {
    /** The score of a move that takes a public flag. */
    private static final int FLAG_TAKEN = 10_000;
    /** The score of an attack known to lose. */
    private static final int CERTAIN_LOSS = -1_000;
    /** No rank beaten known: greater than every ordinal. */
    private static final int NOTHING_BEATEN = Rank.ALL.length;
    /** The tie-break draws below one point of score. */
    private static final int TIE_BREAK = 16;

    private final SplittableRandom random;
    private final MoveList moves = new MoveList();
    /** For the enemy piece on each cell, the ordinal of the strongest rank it is known to have beaten. */
    private int[] beaten = new int[0];

    /** @param seed the seed of the tie-breaks */
    GreedyChooser(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public void begin(SeatView view) {
        beaten = new int[view.board().size()];
        Arrays.fill(beaten, NOTHING_BEATEN);
    }

    @Override
    public void observe(SeatView view, Observation observation) {
        Board board = view.board();
        int from = observation.from();
        int to = observation.to();
        boolean enemyMoves = board.teamOf(observation.seat()) != board.teamOf(view.seat());
        Rank defender = view.rank(to);
        Rank attacker = view.rank(from);
        switch (observation.collision()) {
            case MOVE -> beaten[to] = beaten[from];
            case TAKE -> beaten[to] = enemyMoves && defender != null && defender.ordinal() <= Piece.ENGINEER
                    ? Math.min(beaten[from], defender.ordinal()) : beaten[from];
            case DIE -> {
                if (!enemyMoves && attacker != null && attacker.ordinal() <= Piece.ENGINEER) {
                    beaten[to] = Math.min(beaten[to], attacker.ordinal());
                }
            }
            case TRADE -> beaten[to] = NOTHING_BEATEN;
        }
        beaten[from] = NOTHING_BEATEN;
    }

    @Override
    public int choose(SeatView view, long deadline) {
        view.legalMoves(moves);
        int best = moves.get(0);
        long bestScore = Long.MIN_VALUE;
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            long score = (long) score(view, JunqiPosition.from(move), JunqiPosition.to(move)) * TIE_BREAK + random.nextInt(TIE_BREAK);
            if (score > bestScore) {
                bestScore = score;
                best = move;
            }
        }
        return best;
    }

    private int score(SeatView view, int from, int to) {
        Rank attacker = view.rank(from);
        if (view.owner(to) < 0) {
            return advance(view, from, to, attacker);
        }
        if (view.rank(to) == Rank.FLAG) {
            return FLAG_TAKEN;
        }
        Board board = view.board();
        boolean unmoved = !view.moved(to);
        boolean maybeFlag = unmoved && board.headquarters(to);
        boolean maybeMine = unmoved && board.local(to) / Board.COLUMNS >= Board.ROWS - 2;
        if (attacker == Rank.BOMB) {
            return beaten[to] <= Rank.DIVISION.ordinal() ? 500 : maybeFlag ? 100 : -50;
        }
        if (beaten[to] <= attacker.ordinal() && !(attacker == Rank.ENGINEER && maybeMine)) {
            return CERTAIN_LOSS;
        }
        if (attacker == Rank.ENGINEER) {
            return maybeFlag ? 450 : maybeMine ? 120 : -40;
        }
        if (maybeFlag) {
            return 150 + 10 * attacker.ordinal();
        }
        if (maybeMine) {
            return -200;
        }
        int strength = Rank.PLATOON.ordinal() - attacker.ordinal();
        int bombRisk = attacker.ordinal() <= Rank.GENERAL.ordinal() && !view.fromFront(to) ? 40 : 0;
        return 20 * strength - 60 - bombRisk + (view.moved(to) ? 10 : 0);
    }

    /** A quiet move: the distance gained towards the nearest enemy headquarters, weighted by the piece. */
    private static int advance(SeatView view, int from, int to, Rank piece) {
        int gain = distanceToTarget(view, from) - distanceToTarget(view, to);
        int weight = piece == Rank.BOMB ? 1 : piece.ordinal() <= Rank.DIVISION.ordinal() ? 2 : 3;
        Board board = view.board();
        boolean guard = board.areaOf(from) == view.seat() && board.local(from) / Board.COLUMNS >= Board.ROWS - 2;
        return gain * weight + (board.camp(to) ? 2 : 0) - (guard ? 3 : 0);
    }

    /** @return the grid distance from a cell to the nearest headquarters of an enemy seat still in the game */
    private static int distanceToTarget(SeatView view, int cell) {
        Board board = view.board();
        int nearest = Integer.MAX_VALUE;
        for (int enemy = 0; enemy < Board.SEATS; enemy++) {
            if (view.isOut(enemy) || board.teamOf(enemy) == board.teamOf(view.seat())) {
                continue;
            }
            for (int local = Board.AREA - Board.COLUMNS; local < Board.AREA; local++) {
                if (Board.isHeadquarters(local)) {
                    int hq = board.cell(enemy, local);
                    nearest = Math.min(nearest, Math.abs(board.x(hq) - board.x(cell)) + Math.abs(board.y(hq) - board.y(cell)));
                }
            }
        }
        return nearest == Integer.MAX_VALUE ? 0 : nearest;
    }
}
