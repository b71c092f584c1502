package org.stratagem.game.gomoku;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The text files the game's bundle carries beside its classes: the network's weights, the renju openings, ABOUT. */
final class BundledText {
    private BundledText() {
    }

    /**
     * @param name the resource's name, beside this class
     * @return its text, read as UTF-8
     * @throws IllegalStateException if the bundle does not hold it
     * @throws UncheckedIOException  if it cannot be read
     */
    static String read(String name) {
        try (InputStream stream = BundledText.class.getResourceAsStream(name)) {
            if (stream == null) {
                throw new IllegalStateException(name + " is missing from the bundle");
            }
            return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }
}
