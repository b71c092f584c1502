package org.stratagem.engine.api.command;

import java.util.List;
import java.util.Optional;
import org.osgi.annotation.versioning.ConsumerType;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.Position;

/**
 * A game's own record format, in which the platform saves the games it plays ({@code match --save})
 * beside its generic record, and its web sessions as they go ({@code data/sessions/ID.EXTENSION}): SGF for
 * Gomoku, which the players' other tools read, Junqi's own records for Junqi. A
 * {@linkplain Game#capability capability} of the game, found through {@link #of(Game)}.
 *
 * @param <P> the game's position type
 */
@ConsumerType
public interface GameRecords<P extends Position> {

    /** @return the extension of a record's file name, without the dot: {@code sgf} */
    String recordExtension();

    /**
     * @param position a position reached by play from one the game parsed: its moves, from that start, are
     *                 the record's
     * @return the record of the game up to that position (a game in progress where it is not over), line by
     *         line, which the game's {@link Game#parsePosition} reads back as that position
     * @throws org.stratagem.engine.api.NotationException if the format cannot hold this game (a Junqi record
     *         starts from a deployment, not in mid-game): the platform then saves no record of it
     */
    List<String> record(P position);

    /**
     * @param game a game
     * @param <P>  the game's position type
     * @return the game's record format, or empty if it has none of its own
     */
    @SuppressWarnings("unchecked")
    static <P extends Position> Optional<GameRecords<P>> of(Game<P> game) {
        return game.capability(GameRecords.class).map(records -> (GameRecords<P>) records);
    }
}
