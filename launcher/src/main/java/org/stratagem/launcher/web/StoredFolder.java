package org.stratagem.launcher.web;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.logging.Logger;

/**
 * A folder of what the web keeps, {@code data/sessions/} or {@code data/matches/}: one {@code ID.json} a
 * session or match (its {@link StoredSession} or {@link StoredMatch}), and beside a session the game's own
 * record where the game has one ({@code ID.sgf} for Gomoku, {@code ID.jrec} for Junqi). Every file is written
 * whole to a temporary file, forced to the disk and then moved over the old one in one step, so that a
 * platform killed at any moment leaves each file as it was before or after the change, never half written.
 */
final class StoredFolder<T extends StoredFolder.Stored> {
    /** What is kept in the folder: a session or a match. */
    interface Stored {
        /** @return its id, which names its files */
        String id();

        /** @return when it was made, in milliseconds since the epoch (orders the folder's entries) */
        long created();

        /** @return whether every field it needs was read (a file cut short reads as an incomplete one) */
        boolean complete();
    }

    private static final Logger LOG = Logger.getLogger("org.stratagem.launcher");
    private static final String EXTENSION = ".json";
    private static final Gson GSON = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();

    private final Path folder;
    private final Class<T> type;

    /**
     * @param folder the folder, created on the first write
     * @param type   what it keeps
     */
    StoredFolder(Path folder, Class<T> type) {
        this.folder = folder;
        this.type = type;
    }

    /** Writes a session's or match's file. */
    void save(T stored) {
        write(stored.id() + EXTENSION, GSON.toJson(stored));
    }

    /** Writes a session's record in the game's own format (its extension: {@code sgf}, {@code jrec}). */
    void saveRecord(String id, String extension, String record) {
        write(id + "." + extension, record);
    }

    /** Deletes every file of a session or match. */
    void delete(String id) {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, id + ".*")) {
            for (Path file : files) {
                Files.deleteIfExists(file);
            }
        } catch (IOException unwritable) {
            throw new UncheckedIOException("cannot delete " + id + " in " + folder, unwritable);
        }
    }

    /** @return everything written, oldest first; a file that cannot be read is logged and passed over */
    List<T> load() {
        List<T> sessions = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return sessions;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + EXTENSION)) {
            for (Path file : files) {
                read(file, sessions);
            }
        } catch (IOException unreadable) {
            LOG.warning("cannot read " + folder + ": " + unreadable);
        }
        sessions.sort(Comparator.comparingLong(T::created).thenComparing(T::id));
        return sessions;
    }

    /** Reads one entry; malformed JSON, a missing field (Gson's record adapter wraps the NPE) is passed over. */
    private void read(Path file, List<T> sessions) {
        try {
            T session = GSON.fromJson(Files.readString(file, StandardCharsets.UTF_8), type);
            String name = file.getFileName().toString();
            if (session == null || !session.complete() || !name.equals(session.id() + EXTENSION)) {
                LOG.warning("file " + file + " is not a whole " + type.getSimpleName() + "; passed over");
                return;
            }
            sessions.add(session);
        } catch (IOException | RuntimeException unreadable) {
            LOG.warning("file " + file + " cannot be read (" + unreadable.getMessage() + "); passed over");
        }
    }

    private void write(String name, String text) {
        try {
            Files.createDirectories(folder);
            Path temporary = folder.resolve(name + ".tmp");
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            Files.move(temporary, folder.resolve(name), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException unwritable) {
            throw new UncheckedIOException("cannot write " + name + " in " + folder, unwritable);
        }
    }
}
