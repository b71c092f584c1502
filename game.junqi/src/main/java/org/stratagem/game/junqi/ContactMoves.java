package org.stratagem.game.junqi;

import java.util.HashSet;
import java.util.Set;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.MovegenId;

/**
 * Seed 003's pruning as a move generator of belief states ({@code movegen.id=contacts}): moves whose effect
 * on the collisions that can follow is the same are searched once. Every attack is kept. A move into an
 * empty cell is played on the board and the collisions it leaves possible are listed: every pair of an
 * attacker and a piece it could attack at its seat's next turn, over all seats in the game, each piece
 * known by the cell it stood on before the move (so that the piece that moved is still itself). Of the
 * moves leaving the same set of pairs, the first generated stands for all: the seed's example is a
 * platoon leader or a battalion commander stepping into the same camp, which changes no contact, while a
 * commander stepping up to meet an enemy piece does.
 *
 * <p>The set is compared by a 64-bit hash of its pairs, as the seed's exclusive-or of packed pairs; two
 * different sets with the same hash would prune a move wrongly, with a chance of about one in 2^64 per
 * pair of moves. At a chance node it gives the outcomes, as {@link MoveGenerator#legal()}.
 */
@Component(service = MoveGenerator.class)
@GameId(BeliefGame.ID)
@MovegenId(ContactMoves.ID)
public final class ContactMoves implements MoveGenerator<BeliefPosition> {
    /** The generator id. */
    static final String ID = "contacts";

    @Override
    public void generate(BeliefPosition position, MoveList out) {
        position.legalMoves(out);
        if (position.pending() != MoveList.NONE || out.size() < 2) {
            return;
        }
        JunqiPosition board = position.board();
        int[] all = out.toArray();
        out.clear();
        Set<Long> effects = new HashSet<>();
        MoveList attacks = new MoveList();
        for (int move : all) {
            if (board.code(JunqiPosition.to(move)) != Piece.EMPTY || move == JunqiPosition.PASS) {
                out.add(move);
                continue;
            }
            board.makeMove(move);
            long contacts = contacts(board, JunqiPosition.from(move), JunqiPosition.to(move), attacks);
            board.undoMove();
            if (effects.add(contacts)) {
                out.add(move);
            }
        }
    }

    /** @return the hash of the attacks possible on the board, the piece now on {@code to} known as the one from {@code from} */
    private static long contacts(JunqiPosition board, int from, int to, MoveList attacks) {
        long hash = 0;
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (board.isOut(seat)) {
                continue;
            }
            attacks.clear();
            board.movesOf(seat, attacks);
            for (int i = 0; i < attacks.size(); i++) {
                int attack = attacks.get(i);
                int target = JunqiPosition.to(attack);
                if (board.code(target) != Piece.EMPTY) {
                    int attacker = JunqiPosition.from(attack);
                    hash ^= JunqiPosition.mix((long) (attacker == to ? from : attacker) << 16 | (target == to ? from : target));
                }
            }
        }
        return hash;
    }
}
